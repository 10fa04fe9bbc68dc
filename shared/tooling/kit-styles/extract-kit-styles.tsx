import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/lib/utils';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../../src/ui';
import { kitThemeForExtraction } from '../../src/ui/kit-theme';
import { touchTargetStyles } from '../../src/ui/touch-targets';
import { dropGridSpanRules } from './grid-spans';
import { kitGallery } from './kit-gallery';

/**
 * antd's part of the kit's stylesheet: the CSS antd's CSS-in-JS engine would
 * generate in the browser for every component of the kit, with the storefront theme, generated
 * once at build time instead. The kit renders with antd's zero-runtime mode, which skips that
 * generation on the visitor's phone; the design tokens still reach the components as CSS
 * variables, which antd keeps setting at run time.
 *
 * The icons' base styles come first: in zero-runtime mode @ant-design/icons skips inserting them too.
 */
export function extractKitStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={kitThemeForExtraction}>
        {Object.entries(kitGallery).map(([name, render]) => (
          <div key={name}>{render()}</div>
        ))}
      </ConfigProvider>
    </StyleProvider>,
  );
  // Component styles only: the token variables are set at run time, by the ConfigProvider.
  const componentStyles = extractStyle(cache, { plain: true, types: ['style'] });
  return minifyIconStyles(iconStyles) + dropGridSpanRules(componentStyles);
}

/** The icons' stylesheet is written for reading; the components' come minified. */
function minifyIconStyles(css: string): string {
  return css.replace(/\s*\n\s*/g, '').replace(/\s*([{};:,>])\s*/g, '$1');
}

/**
 * The kit's stylesheet (shared/src/ui/kit-styles.generated.css): antd's styles, then the
 * storefront's tap-target rules (touch-targets.ts), which must follow them.
 */
export function kitStylesheetCss(): string {
  return extractKitStyles() + touchTargetStyles;
}
