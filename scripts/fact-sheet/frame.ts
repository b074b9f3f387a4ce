/**
 * The parts every page shares: the wordmark (as on the floor plan sheets), the running header of
 * the second page and the footer with its notice and page number.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import { BRASS, INK, INK_MUTED, LINE } from "./palette.ts";
import { eyebrow, LEFT, PAGE, RIGHT, rule, SERIF, SERIF_ITALIC } from "./type.ts";

export const PAGES = 2;
/** The footer rule's y: 62 pt above the foot of the page. */
export const FOOTER = PAGE.height - 62;

/** "THE RESIDENCES" over "Mandarin Oriental, Grand Cayman", top-left at (x, y). */
export function wordmark(doc: Doc, x: number, y: number, color: string, accent: string) {
  caption(doc, "THE RESIDENCES", x, y, 15, color, "left", { font: SERIF, spacing: 4.6 });
  caption(doc, "Mandarin Oriental, Grand Cayman", x, y + 21, 10, accent, "left", {
    font: SERIF_ITALIC,
    spacing: 0.5,
  });
}

/** The second page's header: wordmark, the sheet's name and the page's subject. */
export function runningHeader(doc: Doc, subject: string) {
  wordmark(doc, LEFT, 48, INK, INK_MUTED);
  eyebrow(doc, "Fact Sheet", RIGHT, 51, BRASS, "right");
  caption(doc, subject, RIGHT, 64, 10.5, INK, "right", { font: SERIF, spacing: 0.6 });
  rule(doc, LEFT, RIGHT, 90, INK, 0.5);
}

/** The footer rule, a one-line notice and the page number, at the foot of the safe area. */
export function footer(doc: Doc, page: number, notice: string, color = INK_MUTED, line = LINE) {
  const y = FOOTER;
  rule(doc, LEFT, RIGHT, y, line, 0.4);
  caption(doc, notice, LEFT, y + 9, 5.9, color, "left", { spacing: 0.12 });
  caption(doc, `${page} / ${PAGES}`, RIGHT, y + 9, 5.9, color, "right", { spacing: 1.2 });
}
