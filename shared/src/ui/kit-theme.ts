import type { ThemeConfig } from 'antd';
import { storefrontTheme } from '../theme';

/**
 * The theme as antd's CSS-in-JS engine sees it when the kit's stylesheet is generated at build
 * time (tooling/kit-styles). `hashed` is set, not left to antd's default, so that the generated
 * selectors (scoped by a hash of the tokens and antd's version) match the class names the
 * components get in the browser.
 */
export const kitThemeForExtraction: ThemeConfig = { ...storefrontTheme, hashed: true };

/**
 * The theme the kit renders with: antd's zero-runtime mode, in which the components do not
 * generate their styles in the browser (the generated stylesheet, kit-styles.generated.ts, holds
 * them); the design tokens still reach them as CSS variables.
 */
export const kitTheme: ThemeConfig = { ...kitThemeForExtraction, zeroRuntime: true };
