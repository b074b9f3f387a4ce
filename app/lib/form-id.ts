/** A random id for one inquiry: a draft's, or the one a page renders into its form. */
export function newFormId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a page on plain http still needs an id.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * What a page with an inquiry form adds to its loader data: a submission id for a post made
 * without JavaScript (or before it runs), new with each render. A shared cache gives one
 * render to every visitor for a minute; the form's action scopes it to the sender.
 */
export function inquiryFormData(): { inquiryFormId: string } {
  return { inquiryFormId: newFormId() };
}
