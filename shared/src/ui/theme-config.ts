// The kit's theme type, apart from the kit's components: the theme (shared/src/theme.ts) is read
// before consent, when no antd is loaded, and the kit imports the theme.
export type { ThemeConfig } from 'antd';
