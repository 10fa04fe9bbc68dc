// Noto Nastaliq Urdu, the script Urdu readers expect, Arabic-script letters only (fontsource's
// unicode-range subset, woff2, font-display: swap), served from the shell's own assets. Loaded only
// once Urdu is active (language-font.ts).
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
