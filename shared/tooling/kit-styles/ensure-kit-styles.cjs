// The kit's stylesheet (shared/src/ui/kit-styles.generated.css) and the module that names it
// (kit-styles.generated.ts) are made by the build, never committed: every front-end build calls
// ensureKitStyles(), which writes them when either is missing or they were made from other inputs
// (the kit, the theme, this generator, or antd's version). Run as a script
// (`node ensure-kit-styles.cjs`) it does the same, for typecheck and development.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const sharedRoot = path.join(__dirname, '../..');
const generatedName = 'kit-styles.generated.ts';
const kitStylesFile = path.join(sharedRoot, 'src/ui', generatedName);
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

/** A hash of everything the stylesheet is generated from. */
function kitStylesInputs() {
  const hash = createHash('sha256');
  const add = (file) => hash.update(path.relative(sharedRoot, file)).update(readFileSync(file));
  add(path.join(sharedRoot, 'src/theme.ts'));
  for (const folder of ['src/ui', 'tooling/kit-styles']) {
    for (const name of readdirSync(path.join(sharedRoot, folder)).sort()) {
      if (name !== generatedName && /\.(tsx?|cjs)$/.test(name)) add(path.join(sharedRoot, folder, name));
    }
  }
  for (const name of ['antd', '@ant-design/icons', '@ant-design/cssinjs']) hash.update(`${name}@${installedVersion(name)}`);
  return hash.digest('hex').slice(0, 16);
}

/** The generated stylesheet's file beside its module: `kit-styles.generated.ts` → `.css`. */
const kitStylesCssFile = (moduleFile) => moduleFile.replace(/\.ts$/, '.css');

/** The inputs hash a generated module was made from, or null. */
function recordedInputs(file) {
  if (!existsSync(file)) return null;
  return /export const kitStylesInputs = '([0-9a-f]+)';/.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
}

/** Writes the stylesheet and its module (`file`) unless they are there and current; true when it wrote them. */
function ensureKitStyles(file = kitStylesFile) {
  const inputs = kitStylesInputs();
  if (recordedInputs(file) === inputs && existsSync(kitStylesCssFile(file))) return false;
  const writer = path.join(__dirname, 'write-kit-styles.ts');
  const run = spawnSync(process.execPath, [require.resolve('tsx/cli', { paths: [__dirname] }), writer, file, inputs], {
    cwd: sharedRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // As in the browser build: antd generates other (longer) CSS outside production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`Generating the kit's stylesheet failed (exit ${run.status})`);
  return true;
}

module.exports = { ensureKitStyles, kitStylesCssFile, kitStylesInputs, kitStylesFile };

if (require.main === module) ensureKitStyles();
