// Noto Nastaliq Urdu, the script Urdu readers expect, two weights, cut to the storefront's Urdu texts
// (urdu-font.css: woff2, font-display: swap), served from the shell's own assets. Loaded only once
// Urdu is active (language-font.ts).
import './urdu-font.css';
