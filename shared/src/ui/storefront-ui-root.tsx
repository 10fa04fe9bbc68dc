import { createContext, useContext, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { storefrontTheme } from '../theme';

// Set by the outermost StorefrontUiRoot of this copy of the kit.
const InsideStorefrontUi = createContext(false);

/**
 * antd's providers with the storefront theme, around the shell's pages and around each exposed
 * module of a remote. Only the outermost one of a kit copy mounts them: in the storefront the
 * shell's already surround every remote (one shared kit, hence one context), and every extra
 * ConfigProvider with a theme opens its own CSS-variable scope, in which antd computes the design
 * tokens and injects each component's styles once more. A remote rendered alone (its component
 * tests) or with its own copy of the kit (built from another kit than the shell's, so another
 * context object) mounts its own.
 */
export function StorefrontUiRoot({ children }: { children: ReactNode }) {
  if (useContext(InsideStorefrontUi)) return <>{children}</>;
  return (
    <ConfigProvider theme={storefrontTheme}>
      <App component={false}>
        <InsideStorefrontUi.Provider value={true}>{children}</InsideStorefrontUi.Provider>
      </App>
    </ConfigProvider>
  );
}
