/**
 * The sheet's small print, quoted sentence by sentence from the site's legal disclaimer
 * (app/content/pages/legal.ts) so the two cannot drift apart. A sentence that is no longer there
 * stops generation rather than printing stale terms.
 */
import { legalSections } from "../../app/content/pages/legal.ts";
import { facts } from "../../app/content/site.ts";

function disclaimerSentences(): string[] {
  const section = legalSections.find(({ id }) => id === "disclaimer");
  const paragraphs = section?.blocks.flatMap((block) => block.paragraphs ?? []) ?? [];
  return paragraphs
    .flatMap((paragraph) => paragraph.match(/[^.]+(?:\.|$)/g) ?? [])
    .map((s) => s.trim());
}

function quote(sentences: readonly string[], opening: string): string {
  const sentence = sentences.find((candidate) => candidate.startsWith(opening));
  if (!sentence) throw new Error(`The legal disclaimer no longer has a sentence "${opening}…"`);
  return sentence;
}

/** The full notice for the last page: not an offer, digital representations, subject to change. */
export function factSheetDisclaimer(): string {
  const sentences = disclaimerSentences();
  return [
    "This fact sheet is provided for general information only.",
    quote(sentences, "It is not an offer to sell"),
    quote(sentences, "No offer is made where prohibited"),
    quote(sentences, "All images are digital representations only"),
    quote(sentences, "Illustrations, floor plans"),
    quote(sentences, "Areas are approximate"),
    quote(sentences, "The residences are not owned, developed or sold"),
  ].join(" ");
}

/** The one-line notice under the first page. */
export function imageryNote(): string {
  return `${facts.imageryNote} Information is subject to change and is not an offer; see the notice overleaf.`;
}
