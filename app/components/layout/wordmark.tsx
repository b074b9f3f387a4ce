/** The development's wordmark, set in the display serif over a tracked sans line. */
export function Wordmark() {
  return (
    <span className="wordmark">
      <span className="wordmark__name">The Residences</span>
      <span className="wordmark__place">
        <span className="wordmark__brand">Mandarin Oriental · </span>Grand Cayman
      </span>
    </span>
  );
}

/** The logo mark: a sun settling on the horizon, drawn as one quiet line. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="1" />
      <path d="M13 27a11 11 0 0 1 22 0" fill="none" stroke="currentColor" strokeWidth="1" />
      <path d="M8 27h32M12 31.5h24M17 36h14" stroke="currentColor" strokeWidth="1" />
    </svg>
  );
}
