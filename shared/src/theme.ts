import type { ThemeConfig } from 'antd';

/**
 * The one storefront theme. antd is not a shared singleton (each app bundles only the
 * components it uses), so every app wraps its root in ConfigProvider with these tokens.
 */
export const storefrontTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a4b',
    colorSuccess: '#1f9d55',
    colorWarning: '#c77700',
    colorError: '#c62828',
    colorInfo: '#0b7a4b',
    colorLink: '#0b6b42',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif",
    fontSize: 15,
  },
  components: {
    Button: { controlHeight: 42, fontWeight: 600 },
    Steps: { iconSize: 28 },
  },
};
