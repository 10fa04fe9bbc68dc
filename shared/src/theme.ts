import type { ThemeConfig } from './ui/theme-config';

/** The smallest width and height of anything a visitor taps. */
export const touchTargetPx = 44;

/** The text size of every field a visitor types into. */
export const fieldFontSizePx = 16;

/**
 * The one storefront theme: antd's ConfigProvider gets it from StorefrontUiRoot (shared/src/ui),
 * and the shell's chrome, drawn without antd before consent, as CSS variables.
 */
export const storefrontTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a4b',
    colorSuccess: '#1f9d55',
    colorWarning: '#c77700',
    colorError: '#c62828',
    colorInfo: '#0b7a4b',
    colorLink: '#0b6b42',
    // WCAG AA (4.5:1) as axe measures it: antd's default secondary text (45 % black) gives 3.3:1
    // on the page background, and the hover colour antd derives from the primary 4.49:1 under white.
    colorTextDescription: '#52615a',
    colorPrimaryHover: '#096a41',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif",
    fontSize: 15,
    // Every control is at least a finger's size (44 × 44 px, WCAG 2.5.5 and Apple's guideline),
    // the small size the forms take on phones included.
    controlHeight: touchTargetPx,
    controlHeightSM: touchTargetPx,
  },
  components: {
    Button: { controlHeight: touchTargetPx, fontWeight: 600 },
    // 16 px text in every field: below it, iOS Safari zooms the page into a field on focus.
    Input: { inputFontSize: fieldFontSizePx, inputFontSizeSM: fieldFontSizePx, inputFontSizeLG: fieldFontSizePx },
    Select: { fontSize: fieldFontSizePx, optionFontSize: fieldFontSizePx, optionHeight: touchTargetPx },
    Steps: { iconSize: 28 },
  },
};

/**
 * The text colour of the green chips (cashback, '{n} card found'): antd's preset green puts its
 * green-7 on green-1 (3.37:1); a custom colour gets a 95 % light tint behind it (6:1).
 */
export const chipGreen = '#0b6b42';
