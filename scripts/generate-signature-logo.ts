/**
 * Media command: draws the email signature's logo, public/media/email/signature-logo.png, from
 * the logo mark and the wordmark. Run from the project root when the mark or the wordmark
 * changes: `node scripts/generate-signature-logo.ts`.
 *
 * Email clients block SVG and web fonts, so the signature needs a raster logo. Chromium sets
 * the wordmark in the site's own Cormorant Garamond and Jost (librsvg cannot read their WOFF2
 * files) at two device pixels per CSS pixel, for sharp screens; sharp then reduces the picture
 * to a small palette PNG. The signature shows it at SIGNATURE_LOGO's width and height.
 */
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { SIGNATURE_LOGO, signatureColors } from "../app/components/signature/signature-html.ts";
import { brandFontFaces } from "./media/brand-fonts.ts";

const OUT_FILE = `public${SIGNATURE_LOGO.path}`;
const SCALE = 2;

// The mark's paths are those of LogoMark (app/components/layout/wordmark.tsx), in brass, with
// strokes a little heavier so the 40 px mark stays crisp once rasterised.
const markup = `<!doctype html><html><head><style>
${brandFontFaces()}
body{margin:0}
.logo{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;width:${SIGNATURE_LOGO.width}px;height:${SIGNATURE_LOGO.height}px;justify-content:center;background:#fff;color:${signatureColors.ink};text-align:center;line-height:1}
.mark{width:40px;height:40px;margin-bottom:12px;color:${signatureColors.accent}}
.name{font:500 12.5px "Cormorant Garamond";letter-spacing:0.12em;margin-right:-0.12em;white-space:nowrap;text-transform:uppercase}
.rule{width:24px;height:1px;margin:8px 0 7px;background:${signatureColors.accent}}
.place{font:450 7px Jost;letter-spacing:0.2em;margin-right:-0.2em;white-space:nowrap;text-transform:uppercase}
.place+.place{margin-top:4px}
</style></head><body><div class="logo">
<svg class="mark" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" stroke-width="1.2"/><path d="M13 27a11 11 0 0 1 22 0" fill="none" stroke="currentColor" stroke-width="1.2"/><path d="M8 27h32M12 31.5h24M17 36h14" stroke="currentColor" stroke-width="1.2"/></svg>
<div class="name">The Residences</div><div class="rule"></div>
<div class="place">Mandarin Oriental</div><div class="place">Grand Cayman</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ deviceScaleFactor: SCALE });
  await page.setContent(markup);
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.locator(".logo").screenshot();
  await sharp(shot)
    .flatten({ background: "#ffffff" })
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toFile(OUT_FILE);
  const { width, height } = await sharp(OUT_FILE).metadata();
  process.stdout.write(`${OUT_FILE}: ${width}x${height}\n`);
} finally {
  await browser.close();
}
