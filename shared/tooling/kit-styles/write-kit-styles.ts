// Writes the kit's stylesheet and its module: `tsx write-kit-styles.ts <module file> <inputs hash>`,
// run by ensure-kit-styles.cjs (every front-end build) when they are missing or out of date.
import { existsSync, writeFileSync } from 'node:fs';

void (async () => {
  const [file, inputs] = process.argv.slice(2);
  if (!file || !inputs) throw new Error('usage: write-kit-styles.ts <module file> <inputs hash>');
  const { kitStylesModule } = await import('./kit-styles-module');
  // The gallery renders the kit, whose root imports the kit's own stylesheet module: on a first
  // build that starts as an empty one.
  const { kitStylesCssFile, kitStylesFile } = await import('./ensure-kit-styles.cjs');
  if (!existsSync(kitStylesFile)) writeFileSync(kitStylesFile, kitStylesModule('', 'none'));
  const { kitStylesheetCss } = await import('./extract-kit-styles');
  const css = kitStylesheetCss();
  // The stylesheet first: a module naming a file that is not there yet would fail a build.
  writeFileSync(kitStylesCssFile(file), css);
  writeFileSync(file, kitStylesModule(css, inputs));
})();
