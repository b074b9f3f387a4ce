/** A tel: link for a displayed number: digits only, with its leading + kept. */
export function telHref(displayed: string): string {
  const digits = displayed.replace(/\D/g, "");
  return `tel:${displayed.trim().startsWith("+") ? "+" : ""}${digits}`;
}
