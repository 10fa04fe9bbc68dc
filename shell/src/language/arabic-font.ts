// Noto Sans Arabic, Arabic letters only (fontsource's unicode-range subset, woff2, font-display: swap),
// served from the shell's own assets. Loaded only once Arabic is active (language-font.ts).
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
