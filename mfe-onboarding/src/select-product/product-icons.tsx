// Drawn here rather than taken from @ant-design/icons, whose ESM-only colors package the shared
// jest preset cannot load (see the final report).

export function CardIcon() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="40" height="28" rx="4" fill="currentColor" opacity="0.15" />
      <rect x="4" y="10" width="40" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <rect x="4" y="17" width="40" height="5" fill="currentColor" />
      <rect x="10" y="28" width="10" height="4" rx="1" fill="currentColor" />
    </svg>
  );
}

export function CashIcon() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <rect x="4" y="12" width="40" height="24" rx="3" fill="currentColor" opacity="0.15" />
      <rect x="4" y="12" width="40" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="24" cy="24" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="11" cy="24" r="2" fill="currentColor" />
      <circle cx="37" cy="24" r="2" fill="currentColor" />
    </svg>
  );
}
