import type { Page } from "@playwright/test";
import sharp from "sharp";
import { pages } from "../../app/content/pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { reviewScreens } from "./support/review-screens.ts";

/**
 * Copy drawn over a picture meets WCAG AA on the pixels it is really drawn on (issue 26 item 4,
 * issue 29): every text over a picture, film poster or CSS backdrop, on every page, at a phone's
 * and a desktop's width. The text is made transparent and the screen photographed, and each
 * pixel behind the text is compared with the text's colour.
 */
const NORMAL_TEXT = 4.5;
/** WCAG's large text: 24 px, or 18.66 px bold. */
const LARGE_TEXT = 3;
/** The worst 1% of the pixels behind a text is let go: a glint on a window, a speck of foam. */
const LET_GO = 0.01;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A text element over a picture, as found on the screen at one scroll position. */
interface Copy {
  id: number;
  text: string;
  /** Its colour, its alpha including every ancestor's opacity. */
  rgba: [number, number, number, number];
  large: boolean;
  /** Its line boxes, in CSS pixels of the viewport. */
  lines: Box[];
}

/**
 * The scroll positions at which every text that overlaps a picture is wholly on screen: a
 * slider's section from its top (where the slider rests), anything else centred, anything fixed
 * at the top of the page. Pictures are <img> (posters included), <video> and CSS backgrounds.
 */
function planPositions(): number[] {
  const vh = window.innerHeight;
  const maxScroll = document.documentElement.scrollHeight - vh;
  const pictures = [...document.querySelectorAll<HTMLElement>("body *")]
    .filter(
      (el) =>
        el instanceof HTMLImageElement ||
        el instanceof HTMLVideoElement ||
        getComputedStyle(el).backgroundImage.includes("url("),
    )
    // Inside a box with content-visibility: auto that is off screen, layout is skipped and a
    // picture's own box is stale: the skipped box stands for it.
    .map((el) => {
      let drawn: Element = el;
      for (let e = el.parentElement; e; e = e.parentElement) {
        if (getComputedStyle(e).contentVisibility === "auto") drawn = e;
      }
      return drawn.getBoundingClientRect();
    })
    .filter((box) => box.width > 0 && box.height > 0);
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const wanted: { top: number; bottom: number; at: number }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !/[\p{L}\p{N}]/u.test(node.textContent ?? "")) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || !pictures.some((p) => overlaps(p, box))) continue;
    const top = box.top + window.scrollY;
    const fixed = isFixed(el);
    const stop = el.closest("[data-slider-stop]");
    const stopTop = stop ? stop.getBoundingClientRect().top + window.scrollY : null;
    const at = fixed
      ? 0
      : stopTop !== null && box.bottom + window.scrollY <= stopTop + vh
        ? stopTop
        : top - (vh - box.height) / 2;
    wanted.push({
      top,
      bottom: top + box.height,
      at: Math.round(Math.max(0, Math.min(at, maxScroll))),
    });
  }
  const positions: number[] = [];
  for (const { top, bottom, at } of wanted.sort((a, b) => a.at - b.at)) {
    if (!positions.some((p) => p === at || (top >= p && bottom <= p + vh))) {
      positions.push(at);
    }
  }
  return positions;

  function isFixed(el: Element) {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (getComputedStyle(e).position === "fixed") return true;
    }
    return false;
  }
}

/**
 * The texts wholly on screen that have a picture beneath them at the middle of a line, with
 * nothing opaque drawn over them there; texts measured at an earlier position are left out.
 */
function collectCopy(): Copy[] {
  const state = globalThis as unknown as { copyIds?: WeakMap<Element, number>; copyNext?: number };
  state.copyIds ??= new WeakMap();
  state.copyNext ??= 0;
  const ids = state.copyIds;
  // Scrims and posters that let clicks through are still drawn: hit-test them too. An adopted
  // sheet, as the site's Content Security Policy refuses inline styles.
  const hitAll = new CSSStyleSheet();
  hitAll.replaceSync("* { pointer-events: auto !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, hitAll];
  const isPicture = (el: Element) =>
    el instanceof HTMLImageElement ||
    el instanceof HTMLVideoElement ||
    getComputedStyle(el).backgroundImage.includes("url(");
  const covers = (el: Element) => {
    const css = getComputedStyle(el);
    const alpha = Number(/[\d.]+(?=\)$)/.exec(css.backgroundColor)?.[0] ?? 1);
    const painted = css.backgroundColor.startsWith("rgba")
      ? alpha >= 0.5
      : css.backgroundColor !== "";
    return isPicture(el) || painted;
  };
  const byElement = new Map<Element, { text: string; lines: Box[] }>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !/[\p{L}\p{N}]/u.test(node.textContent ?? "") || ids.has(el)) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((r) => r.width >= 2 && r.height >= 2);
    if (lines.length === 0) continue;
    const entry = byElement.get(el) ?? { text: "", lines: [] };
    entry.text += node.textContent;
    entry.lines.push(...lines.map(({ x, y, width, height }) => ({ x, y, width, height })));
    byElement.set(el, entry);
  }
  const found: Copy[] = [];
  for (const [el, { text, lines }] of byElement) {
    const onScreen = lines.every(
      (l) => l.x >= 0 && l.y >= 0 && l.x + l.width <= innerWidth && l.y + l.height <= innerHeight,
    );
    if (!onScreen) continue;
    const overPicture = lines.some((l) => {
      const stack = document.elementsFromPoint(l.x + l.width / 2, l.y + l.height / 2);
      const at = stack.indexOf(el);
      if (at < 0 || stack.slice(0, at).some((above) => !el.contains(above) && covers(above))) {
        return false;
      }
      return stack.slice(at + 1).some(isPicture);
    });
    if (!overPicture) continue;
    // Clipped to nothing (visually hidden): a 1 px box with its text overflowing.
    const clip = el.closest(".visually-hidden");
    if (clip) continue;
    const css = getComputedStyle(el);
    // SVG text is painted by its fill, not its colour (the site plan's letters and notes).
    const paint = el instanceof SVGElement ? css.fill : css.color;
    // rgb(r g b / a), or color(srgb r g b / a) with channels from 0 to 1 (a colour-mix()).
    const scale = paint.startsWith("color(srgb") ? 255 : 1;
    const [r = 0, g = 0, b = 0, a = 1] = paint.match(/[\d.]+/g)?.map(Number) ?? [];
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) {
      opacity *= Number(getComputedStyle(e).opacity);
    }
    const size = Number.parseFloat(css.fontSize);
    const id = state.copyNext++;
    ids.set(el, id);
    found.push({
      id,
      text: text.trim().replace(/\s+/g, " ").slice(0, 60),
      rgba: [r * scale, g * scale, b * scale, a * opacity],
      large: size >= 24 || (size >= 18.66 && Number(css.fontWeight) >= 700),
      lines,
    });
  }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== hitAll);
  return found;
}

/** Resolves once the page rests at its scroll position with the pictures on screen drawn. */
async function settle(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY;
        // Sections coming on screen are laid out and their pictures drawn in the next frames.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const onScreen = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        });
        if (!onScreen.every((img) => img.complete && img.naturalWidth > 0)) return false;
        await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
        return window.scrollY === before;
      }),
    )
    .toBe(true);
}

/** Makes every text transparent, so a screenshot shows what lies behind it, or shows it again. */
async function setTextHidden(hidden: boolean) {
  const state = globalThis as unknown as { textHider?: CSSStyleSheet };
  if (!state.textHider) {
    state.textHider = new CSSStyleSheet();
    state.textHider.replaceSync(`*, *::before, *::after {
      color: transparent !important; -webkit-text-fill-color: transparent !important;
      text-shadow: none !important; text-decoration-color: transparent !important;
      transition: none !important; }
      svg text { fill: transparent !important; stroke: transparent !important; }`);
  }
  const hider = state.textHider;
  const others = document.adoptedStyleSheets.filter((sheet) => sheet !== hider);
  document.adoptedStyleSheets = hidden ? [...others, hider] : others;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

function luminance([r, g, b]: readonly number[]) {
  const channel = (c = 0) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast of a copy with the device pixels under its lines: the worst, once LET_GO is let go. */
function worstRatio(
  copy: Copy,
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  dpr: number,
) {
  const [tr, tg, tb, ta] = copy.rgba;
  const ratios: number[] = [];
  for (const line of copy.lines) {
    const x0 = Math.max(0, Math.floor(line.x * dpr));
    const x1 = Math.min(width, Math.ceil((line.x + line.width) * dpr));
    const y0 = Math.max(0, Math.floor(line.y * dpr));
    const y1 = Math.min(height, Math.ceil((line.y + line.height) * dpr));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * channels;
        const bg = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
        const fg = [tr, tg, tb].map((c, k) => ta * c + (1 - ta) * (bg[k] ?? 0));
        const [a, b] = [luminance(fg), luminance(bg)].sort((m, n) => n - m);
        ratios.push(((a ?? 0) + 0.05) / ((b ?? 0) + 0.05));
      }
    }
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * LET_GO)] ?? Number.POSITIVE_INFINITY;
}

for (const screen of reviewScreens) {
  test.describe(`copy over pictures at ${screen.width}px`, () => {
    test.use({
      viewport: screen,
      deviceScaleFactor: screen.deviceScaleFactor,
      // Films rest on their posters.
      reducedMotion: "reduce",
    });

    for (const path of Object.keys(pages)) {
      test(`${path}: copy over pictures meets ${NORMAL_TEXT}:1`, async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(async () => {
          for (const img of document.images) img.loading = "eager";
          await document.fonts.ready;
        });
        const measured: { text: string; ratio: number; needs: number }[] = [];
        for (const y of await page.evaluate(planPositions)) {
          await settle(page, y);
          const copies = await page.evaluate(collectCopy);
          if (copies.length === 0) continue;
          await page.evaluate(setTextHidden, true);
          const png = await page.screenshot({ animations: "disabled", caret: "hide" });
          await page.evaluate(setTextHidden, false);
          const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
          for (const copy of copies) {
            const ratio = worstRatio(
              copy,
              data,
              info.width,
              info.height,
              info.channels,
              screen.deviceScaleFactor,
            );
            measured.push({
              text: copy.text,
              ratio: Math.floor(ratio * 100) / 100,
              needs: copy.large ? LARGE_TEXT : NORMAL_TEXT,
            });
          }
        }
        // The search above is generic; the components known to set copy on a picture keep it
        // honest: each of their headings lying over their picture must have been measured.
        const unreached = await page.evaluate(() => {
          const ids = (globalThis as unknown as { copyIds?: WeakMap<Element, number> }).copyIds;
          const headings = document.querySelectorAll(
            ".slide__media ~ .slide__body :is(h1, h2), .page-hero__media ~ .page-hero__content h1",
          );
          return [...headings]
            .filter((heading) => {
              const media = heading
                .closest(".slide, .page-hero")
                ?.querySelector(".slide__media, .page-hero__media")
                ?.getBoundingClientRect();
              const box = heading.getBoundingClientRect();
              return (
                media &&
                box.left < media.right &&
                media.left < box.right &&
                box.top < media.bottom &&
                media.top < box.bottom
              );
            })
            .filter((heading) => !ids?.has(heading))
            .map((heading) => heading.textContent);
        });
        expect(unreached, "headings over pictures the test did not measure").toEqual([]);
        await testInfo.attach("measured", {
          body: JSON.stringify(measured, null, 1),
          contentType: "application/json",
        });
        const faint = measured
          .filter(({ ratio, needs }) => ratio < needs)
          .sort((a, b) => a.ratio - b.ratio)
          .map(
            ({ text, ratio, needs }) =>
              `${path} at ${screen.width}px: "${text}" ${ratio}:1 < ${needs}:1`,
          );
        expect(faint, "copy over pictures under WCAG AA contrast").toEqual([]);
      });
    }
  });
}
