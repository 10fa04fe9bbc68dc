/**
 * The decorative illustration beside step 0's title, drawn inline: no request of its own, and
 * it paints with the step rather than after an image download.
 */
export function PersonalInfoIllustration() {
  return (
    <svg
      className="onb-personal__illustration"
      viewBox="0 0 240 180"
      width="240"
      height="180"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="164" rx="96" ry="10" fill="#e3f1ea" />
      <rect x="108" y="40" width="116" height="74" rx="10" fill="#0b7a4b" />
      <rect x="108" y="56" width="116" height="12" fill="#075c38" />
      <rect x="120" y="82" width="26" height="18" rx="3" fill="#f2c94c" />
      <rect x="156" y="86" width="56" height="6" rx="3" fill="#8fd1b1" />
      <rect x="84" y="64" width="116" height="74" rx="10" fill="#1f9d55" transform="rotate(-8 142 101)" />
      <g transform="rotate(-8 142 101)">
        <rect x="96" y="104" width="26" height="18" rx="3" fill="#f2c94c" />
        <rect x="132" y="110" width="52" height="6" rx="3" fill="#d5f0e2" />
        <circle cx="180" cy="80" r="8" fill="#d5f0e2" opacity="0.8" />
      </g>
      <circle cx="58" cy="64" r="20" fill="#f5c6a5" />
      <path d="M38 62c0-14 10-24 21-24s21 8 21 20c-6-6-16-8-24-6-8 2-12 6-18 10z" fill="#3b2a20" />
      <path d="M22 160c0-34 16-58 36-58s36 24 36 58z" fill="#0b6b42" />
      <path d="M86 128c8-8 16-14 24-16" stroke="#f5c6a5" strokeWidth="9" strokeLinecap="round" fill="none" />
      <circle cx="206" cy="30" r="12" fill="#f2c94c" />
      <text
        x="206"
        y="35"
        fontFamily="Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        fill="#7a5b00"
        textAnchor="middle"
      >
        $
      </text>
      <circle cx="30" cy="24" r="5" fill="#8fd1b1" />
      <circle cx="222" cy="140" r="4" fill="#8fd1b1" />
    </svg>
  );
}
