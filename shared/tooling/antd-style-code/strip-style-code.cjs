// An Rspack loader for antd's modules: in its style modules (`antd/es/<component>/style/*.js`, the
// wave's `antd/es/_util/wave/style.js`) it leaves out the functions that write each component's CSS.
//
// The kit renders antd in zero-runtime mode (shared/src/ui/kit-theme.ts): its stylesheet is
// generated at build time, and in the browser a component's style hook returns its class names
// before it would call the function that writes its CSS. That function (with every helper it
// calls: antd's mixins, motions, keyframes) is still bundled unless it is taken out here: about a
// quarter of antd's code in the kit. Each `genStyleHooks(name, styleFn, getDefaultToken, options)`
// (and `genComponentStyleHook`, `genSubStyleComponent`) keeps its other arguments (the component's
// token defaults still reach the page as CSS variables) and gets a style function that writes
// nothing; what only that function used is then dead code, which the bundler drops. The keyframes
// the style functions animate with are objects made when a module loads (`new Keyframes(...)`,
// whose constructor only stores its arguments): each is marked pure, so that one nothing uses is
// dropped too.
//
// Only for apps that render antd through the kit: antd rendered with runtime styles (the operator
// console) would draw its components unstyled.
const { Parser } = require('acorn');

/** The antd functions whose second argument writes a component's CSS. */
const styleHookFactories = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** The style function put in place of each one: a component style that is empty. */
const emptyStyle = '() => []';

/** The modules the loader is given: antd's (those that make no style hook are left as they are). */
const antdModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;

/** A call of one of the factories or a keyframes object, in a module's text (most of antd's modules have neither). */
const styleCode = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(|\bnew Keyframes\(/;

/** What marks an expression as free of side effects, for the minifier. */
const pure = '/*#__PURE__*/ ';

/**
 * The edits of a module's AST, as [start, end, text] (the text put in place of [start, end)): each
 * style function of a style hook, and a pure mark before each keyframes object.
 */
function styleCodeEdits(node, edits = []) {
  if (!node || typeof node.type !== 'string') return edits;
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Keyframes') {
    edits.push([node.start, node.start, pure]);
  }
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    styleHookFactories.has(node.callee.name) &&
    node.arguments.length >= 2
  ) {
    const styleFn = node.arguments[1];
    edits.push([styleFn.start, styleFn.end, emptyStyle]);
    // Whatever the other arguments hold is kept as it is.
    for (const argument of node.arguments) if (argument !== styleFn) styleCodeEdits(argument, edits);
    return edits;
  }
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) styleCodeEdits(child, edits);
    else if (value && typeof value === 'object') styleCodeEdits(value, edits);
  }
  return edits;
}

/**
 * The loader (Rspack passes it each module its rule matches): the module's source with every style
 * function of a style hook replaced by one that writes nothing, and every keyframes object marked
 * pure. A module with neither is returned as it is.
 * @param {string} source an ES module of antd
 * @returns {string}
 */
function stripStyleCode(source) {
  if (!styleCode.test(source)) return source;
  const ast = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  // From the end, so that each edit's offsets are still those of the source.
  const edits = styleCodeEdits(ast).sort((a, b) => b[0] - a[0]);
  let result = source;
  for (const [start, end, text] of edits) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

module.exports = stripStyleCode;
module.exports.stripStyleCode = stripStyleCode;
module.exports.antdModule = antdModule;
