import { fieldFontSizePx, storefrontTheme, touchTargetPx } from './theme';

const token = storefrontTheme.token ?? {};
const button = storefrontTheme.components?.Button ?? {};

/**
 * The storefront theme's tokens as CSS custom properties, set on the document by the shell before
 * its first render: for the chrome it draws without antd before consent (header, consent banner,
 * privacy sheet, fallback screen) and for the remotes' own stylesheets, which render inside the
 * shell. One definition of each colour and size (theme.ts), whether antd draws a control or not.
 */
export const themeVariables: Record<string, string> = {
  '--sf-color-primary': String(token.colorPrimary),
  '--sf-color-primary-hover': String(token.colorPrimaryHover),
  '--sf-color-success': String(token.colorSuccess),
  '--sf-color-link': String(token.colorLink),
  '--sf-color-warning': String(token.colorWarning),
  '--sf-color-text-description': String(token.colorTextDescription),
  '--sf-radius': `${token.borderRadius}px`,
  '--sf-font-family': String(token.fontFamily),
  '--sf-font-size': `${token.fontSize}px`,
  '--sf-control-height': `${button.controlHeight}px`,
  '--sf-button-font-weight': String(button.fontWeight),
  '--sf-touch-target': `${touchTargetPx}px`,
  '--sf-field-font-size': `${fieldFontSizePx}px`,
};

/** Sets the variables on the document, before the first render. */
export function applyThemeVariables(element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables)) element.style.setProperty(name, value);
}
