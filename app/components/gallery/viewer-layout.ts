import { breakpoints } from "../../lib/breakpoints.ts";

/**
 * The room the viewer leaves around its picture, in rem (gallery-viewer.css draws the same
 * numbers): on narrow screens a 1rem margin each side, a 4rem top bar and a 5rem caption bar;
 * from the md breakpoint 6rem columns for the arrows, a 5rem bar and a 5.5rem caption bar.
 */
export const viewerFrame = {
  narrow: { inline: 2, block: 9 },
  wide: { inline: 12, block: 10.5 },
} as const;

function drawnWidth({ inline, block }: { inline: number; block: number }, aspect: number) {
  return `min(calc(100vw - ${inline}rem), calc((100vh - ${block}rem) * ${aspect}))`;
}

/**
 * The `sizes` of a picture drawn contain-fit in the viewer: as wide as the screen allows or,
 * when the screen is the limit, its height times the picture's aspect ratio. The browser then
 * fetches the rendition that fits instead of the largest.
 */
export function viewerSizes(width: number, height: number): string {
  const aspect = Math.round((width / height) * 1000) / 1000;
  return `(min-width: ${breakpoints.md}px) ${drawnWidth(viewerFrame.wide, aspect)}, ${drawnWidth(viewerFrame.narrow, aspect)}`;
}
