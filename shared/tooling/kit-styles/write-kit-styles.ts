// `npm run kit-styles -w shared`: regenerates shared/src/ui/kit-styles.generated.ts after the kit,
// the theme or antd changed (a unit test fails while the committed file is out of date).
import { writeFileSync } from 'node:fs';

// As in the browser build: antd generates other (longer) CSS outside production.
process.env.NODE_ENV = 'production';

void (async () => {
  const { kitStylesFile, kitStylesModule } = await import('./kit-styles-module');
  const { extractKitStyles } = await import('./extract-kit-styles');
  writeFileSync(kitStylesFile, kitStylesModule(extractKitStyles()));
  console.log(`wrote ${kitStylesFile}`);
})();
