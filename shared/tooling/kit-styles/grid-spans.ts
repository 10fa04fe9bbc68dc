/**
 * antd's grid stylesheet (registered by Form.Item, which lays its label and control out in grid
 * columns) holds a rule for every column span, offset, push, pull and order at every breakpoint:
 * about 87 KB, a fifth of the kit's stylesheet. Those classes appear only on a column given a span,
 * and the storefront gives none: the kit exports no Row or Col, and no form sets labelCol or
 * wrapperCol (a unit test checks the apps' sources). This drops those rules, keeping `.ant-col`
 * and `.ant-row` themselves.
 */
const spanClass = /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:push-|pull-|offset-|order-)?\d+(?![\w-])/;

export function dropGridSpanRules(css: string): string {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      if (prelude.startsWith('@media')) {
        const inner = dropGridSpanRules(block.slice(open + 1, -1));
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return block;
      return prelude.split(',').every((selector) => spanClass.test(selector)) ? '' : block;
    })
    .join('');
}

/** The top-level blocks of a stylesheet (`prelude{...}`), nested braces kept inside their block. */
function blocks(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      found.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found;
}
