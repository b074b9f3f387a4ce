import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../app/lib/media.ts";

/**
 * The share card and the organisation's logo as HTML for Chromium: the site's palette
 * (app/styles/tokens.css), its display serif for the title and its wordmark. Fonts and
 * the picture are passed in as data URLs when rendering; without them the markup is the
 * card's source, hashed to tell when a committed card is stale.
 */
const palette = {
  ivory: "#fbf8f2",
  sand: "#efe6d8",
  brass: "#8a6a3f",
  ocean: "#0e2730",
  inkMuted: "#56636a",
};

// The logo mark of app/components/layout/wordmark.tsx: a sun settling on the horizon.
const mark = `<svg class="mark" viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" stroke-width="1.1"/><path d="M13 27a11 11 0 0 1 22 0" fill="none" stroke="currentColor" stroke-width="1.1"/><path d="M8 27h32M12 31.5h24M17 36h14" stroke="currentColor" stroke-width="1.1"/></svg>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Short titles are set larger; long ones smaller, so each fills the panel on three lines at most. */
export function titleSize(title: string): number {
  if (title.length <= 16) return 84;
  if (title.length <= 28) return 70;
  return 60;
}

interface CardOptions {
  title: string;
  pictureSrc: string;
  fontCss?: string;
}

export function cardMarkup({ title, pictureSrc, fontCss = "" }: CardOptions): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontCss}
*{box-sizing:border-box}
body{margin:0;width:${SHARE_IMAGE_WIDTH}px;height:${SHARE_IMAGE_HEIGHT}px;overflow:hidden;background:${palette.ivory};color:${palette.ocean}}
.card{display:grid;grid-template-columns:540px 1fr;width:100%;height:100%}
.panel{display:flex;flex-direction:column;justify-content:space-between;padding:60px 56px 56px 64px;background:${palette.ivory}}
.brand{display:flex;align-items:center;gap:18px}
.mark{width:52px;height:52px;color:${palette.brass};flex:none}
.name{font:500 23px "Cormorant Garamond";letter-spacing:0.2em;text-transform:uppercase;line-height:1}
.place{margin-top:9px;font:400 10.5px Jost;letter-spacing:0.28em;text-transform:uppercase;color:${palette.inkMuted};line-height:1}
h1{margin:0;font:450 ${titleSize(title)}px/1.04 "Cormorant Garamond";letter-spacing:-0.005em;text-wrap:balance}
.rule{width:56px;height:1px;margin:30px 0 20px;background:${palette.brass}}
.where{font:450 12px Jost;letter-spacing:0.24em;text-transform:uppercase;color:${palette.brass}}
.picture{position:relative;background:${palette.sand}}
.picture img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
</style></head><body><div class="card">
<div class="panel">
<div class="brand">${mark}<div><div class="name">The Residences</div><div class="place">Mandarin Oriental · Grand Cayman</div></div></div>
<div><h1>${escapeHtml(title)}</h1><div class="rule"></div><div class="where">Beach Bay · Grand Cayman</div></div>
</div>
<div class="picture"><img src="${escapeHtml(pictureSrc)}" alt=""></div>
</div></body></html>`;
}

export const LOGO_SIZE = 512;

/** A square logo for search results (Organization.logo): the mark over the wordmark on ivory. */
export function logoMarkup(fontCss = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontCss}
body{margin:0;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px;display:flex;flex-direction:column;align-items:center;justify-content:center;background:${palette.ivory};color:${palette.ocean};text-align:center;line-height:1}
.mark{width:168px;height:168px;margin-bottom:40px;color:${palette.brass}}
.name{font:500 40px "Cormorant Garamond";letter-spacing:0.2em;margin-right:-0.2em;text-transform:uppercase}
.rule{width:56px;height:1px;margin:24px 0 22px;background:${palette.brass}}
.place{font:400 16px Jost;letter-spacing:0.28em;margin-right:-0.28em;text-transform:uppercase;color:${palette.inkMuted}}
.place+.place{margin-top:12px}
</style></head><body>${mark}
<div class="name">The Residences</div><div class="rule"></div>
<div class="place">Mandarin Oriental</div><div class="place">Grand Cayman</div>
</body></html>`;
}
