// Writes the kit's stylesheet module: `tsx write-kit-styles.ts <file> <inputs hash>`, run by
// ensure-kit-styles.cjs (every front-end build) when the module is missing or out of date.
import { existsSync, writeFileSync } from 'node:fs';

void (async () => {
  const [file, inputs] = process.argv.slice(2);
  if (!file || !inputs) throw new Error('usage: write-kit-styles.ts <file> <inputs hash>');
  const { kitStylesModule } = await import('./kit-styles-module');
  // The gallery renders the kit, whose root imports the kit's own stylesheet module: on a first
  // build that starts as an empty one.
  const { kitStylesFile } = await import('./ensure-kit-styles.cjs');
  if (!existsSync(kitStylesFile)) writeFileSync(kitStylesFile, kitStylesModule('', 'none'));
  const { extractKitStyles } = await import('./extract-kit-styles');
  writeFileSync(file, kitStylesModule(extractKitStyles(), inputs));
})();
