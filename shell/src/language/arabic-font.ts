// Noto Sans Arabic, three weights, cut to the storefront's Arabic texts (arabic-font.css: woff2,
// font-display: swap), served from the shell's own assets. Loaded only once Arabic is active
// (language-font.ts).
import './arabic-font.css';
