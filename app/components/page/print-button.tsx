/** Opens the browser's print dialog, for pages with a print layout (the price list). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className ?? "button button--quiet"}
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
