import type { Page } from "@playwright/test";
import { analyticsBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * WCAG 2.4.11 Focus Not Obscured on the slider pages (issue 29): a Tab walk through every stop
 * of the page finds each focused element at least partly in view once the page has come to
 * rest, and not covered by the consent banner, the header or any other fixed layer. Each page
 * and screen is walked three ways: forwards under the consent banner and backwards with
 * Shift+Tab, as a visitor with motion sees the page (the slider glides to each section), and
 * forwards with reduced motion, where every move is instant (the layout each stop rests in is
 * the same; only the way there differs, and that way is the slow part of a walk).
 */
const sliderPages = ["/", "/beach-house", "/ocean-house", "/amenities", "/mandarin-oriental"];
/** More stops than any page has: a walk that never ends fails rather than hangs. */
const MAX_STOPS = 120;

/** What a walk learns at one stop, in one round trip once the page is at rest. */
interface Stop {
  /** Focus has left the page's elements (the walk went past its last or first stop). */
  onBody: boolean;
  /** Focus is inside an element matching the `within` selector asked about. */
  within: boolean;
  /** Focus is in the section bar. */
  inSubnav: boolean;
  /** The focused element, described, when it is hidden; else null. */
  hidden: string | null;
}

/** What installFocusWalk puts in the page, as window.focusWalk. */
interface FocusWalk {
  /** Resolves once the page is at rest. */
  rest(): Promise<void>;
  /**
   * Where the last Tab or Shift+Tab took focus, checked in the frame the page came to rest
   * after it: is no part of the focused element shown ("any part", hiddenFocus), or is some
   * part of it not shown ("whole", partlyHiddenFocus)?
   */
  stop(check: "any part" | "whole", within: string): Promise<Stop>;
}

/**
 * Installed before the page's own scripts (page.addInitScript), so that it sees what the page
 * sets going. The wait for rest starts as soon as the page has handled a Tab, and the focused
 * element is checked in the frame the page comes to rest: against the final layout, scrolls and
 * transitions done, without a fixed number of frames to wait.
 *
 * The page is at rest when, for two frames running, nothing is under way and nothing has just
 * happened: no animation frame the page asked for is still to come (the slider's own scroll
 * asks for one a frame from the key press to its last step, the first of which can move less
 * than a pixel); no smooth scroll the page started is still going (a section bar's list, until
 * its scrollend); the window and every element that has scrolled keep their scroll positions;
 * no observer has reported and the DOM has not changed since the frame before (the section bar
 * hears from an observer which section is in view, marks it, and then reveals its link); and no
 * transition or animation that moves a box or changes what is drawn on top is running.
 */
function installFocusWalk() {
  const requestFrame = window.requestAnimationFrame.bind(window);
  const cancelFrame = window.cancelAnimationFrame.bind(window);
  /** The page's animation frame callbacks still to run. */
  const frames = new Set<number>();
  window.requestAnimationFrame = (callback) => {
    const id = requestFrame((time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    frames.delete(id);
    cancelFrame(id);
  };

  /** Observer reports and DOM changes, counted. */
  let events = 0;
  for (const name of ["IntersectionObserver", "ResizeObserver"] as const) {
    const Native = window[name] as unknown as new (
      callback: (...args: unknown[]) => void,
      options?: unknown,
    ) => object;
    Object.assign(window, {
      [name]: class extends Native {
        constructor(callback: (...args: unknown[]) => void, options?: unknown) {
          super((...args: unknown[]) => {
            events += 1;
            callback(...args);
          }, options);
        }
      },
    });
  }
  new MutationObserver(() => {
    events += 1;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  /** Elements (the root element for the window) that have scrolled since the page loaded. */
  const scrolled = new Set<Element>();
  const scrollerOf = (target: EventTarget | null) =>
    target instanceof Element ? target : document.scrollingElement;
  addEventListener(
    "scroll",
    ({ target }) => {
      const scroller = scrollerOf(target);
      if (scroller) scrolled.add(scroller);
    },
    { capture: true },
  );
  const offsets = (scroller: Element | null) =>
    scroller ? `${scroller.scrollLeft},${scroller.scrollTop}` : "";
  const positions = () => [...scrolled].map(offsets).join(" ");

  /**
   * Smooth scrolls the page has started: each ends with a scrollend on its scroller (on any
   * scroller, for scrollIntoView). One that has not moved its scroller ten frames on had nowhere
   * to go, and gets no scrollend.
   */
  const smooth = new Set<{ scroller: Element | null; from: string; frames: number }>();
  addEventListener(
    "scrollend",
    ({ target }) => {
      for (const scroll of smooth) {
        if (scroll.scroller === null || scroll.scroller === scrollerOf(target)) {
          smooth.delete(scroll);
        }
      }
    },
    { capture: true },
  );
  const track = <Owner extends object>(
    owner: Owner,
    name: "scroll" | "scrollTo" | "scrollBy" | "scrollIntoView",
    scrollerOfOwner: (owner: Owner) => Element | null,
  ) => {
    const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
    Reflect.set(owner, name, function (this: Owner, ...args: unknown[]) {
      const [options] = args;
      const scroller = name === "scrollIntoView" ? null : scrollerOfOwner(this);
      const behavior =
        typeof options === "object" && options !== null && "behavior" in options
          ? options.behavior
          : "auto";
      const css = getComputedStyle(scroller ?? document.documentElement).scrollBehavior;
      if (behavior === "smooth" || (behavior === "auto" && css === "smooth")) {
        smooth.add({ scroller, from: offsets(scroller), frames: 0 });
      }
      return original.apply(this, args);
    });
  };
  for (const name of ["scroll", "scrollTo", "scrollBy"] as const) {
    track(window, name, () => document.scrollingElement);
    track(Element.prototype, name, (element) => element);
  }
  track(Element.prototype, "scrollIntoView", () => null);

  /**
   * Transitions and animations on the document's timeline that are running and can change what
   * the checks read: boxes, and which element is hit at a point. Fades and colour changes
   * cannot (an element is hit at opacity 0 as at 1): the film fading in, the section rail's
   * label. Nor can two decorations that move only inside their own small box: the slide bar's
   * cue bobs its icon 4 px (for 6 s after a section is entered), and the section rail's dot
   * grows inside its link. The section bar's fades follow its scroll position (a scroll
   * timeline), which is watched itself.
   */
  const decoration = (animation: Animation) => {
    const effect = animation.effect instanceof KeyframeEffect ? animation.effect : null;
    const target = effect?.target;
    if (!target) return false;
    return effect.pseudoElement === "::before"
      ? target.matches(".slider-rail__link")
      : target.matches(".slide-bar__cue-icon");
  };
  const paintOnly = (property: string) => {
    const name = property.replace(/-/g, "").toLowerCase();
    return name === "opacity" || name.endsWith("color");
  };
  const properties = (animation: Animation) =>
    animation instanceof CSSTransition
      ? [animation.transitionProperty]
      : ((animation.effect as KeyframeEffect | null)?.getKeyframes() ?? []).flatMap((frame) =>
          Object.keys(frame).filter(
            (key) => !["offset", "computedOffset", "easing", "composite"].includes(key),
          ),
        );
  const running = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === "running" &&
          animation.timeline === document.timeline &&
          !decoration(animation) &&
          !properties(animation).every(paintOnly),
      )
      .map((animation) =>
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation.id,
      );

  /**
   * The focused element, described, when no point of it on screen shows it: each point is
   * off screen or has a fixed layer the element is not in drawn over it. Null when it shows
   * (or when focus has left the page).
   */
  function hiddenFocus() {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const layerOf = (start: Element | null) => {
      for (let e = start; e; e = e.parentElement) {
        const { position } = getComputedStyle(e);
        if (position === "fixed" || position === "sticky") return e;
      }
      return null;
    };
    const own = layerOf(focused);
    const box = focused.getBoundingClientRect();
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 3; j++) {
        const x = box.left + (box.width * (i + 0.5)) / 5;
        const y = box.top + (box.height * (j + 0.5)) / 3;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (focused.contains(hit) || layerOf(hit) === own)) return null;
      }
    }
    const name =
      focused.getAttribute("aria-label") ?? focused.textContent?.trim().replace(/\s+/g, " ");
    return `${focused.tagName.toLowerCase()} "${name?.slice(0, 40)}" at ${Math.round(box.top)}`;
  }

  /**
   * The focused element, described, when any part of it is not shown (WCAG 2.4.11 asks for no
   * less than a part; a link in a bar or card is read and aimed at whole): a point off screen, a
   * layer it is not in drawn over it, or, in a section bar, the bar's clipped or faded edge.
   */
  function partlyHiddenFocus() {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const hidden: string[] = [];
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 3; j++) {
        const x = box.left + (box.width * (i + 0.5)) / 5;
        const y = box.top + (box.height * (j + 0.5)) / 3;
        const hit =
          x >= 0 && y >= 0 && x < innerWidth && y < innerHeight
            ? document.elementFromPoint(x, y)
            : null;
        if (!hit) hidden.push("off screen");
        else if (!focused.contains(hit)) hidden.push(`under ${hit.closest("[class]")?.className}`);
      }
    }
    const list = focused.closest(".subnav__list");
    if (list) {
      const style = getComputedStyle(list);
      const fade = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
      const clear = list.getBoundingClientRect();
      if (
        box.left < clear.left + fade("--subnav-fade-start") - 1 ||
        box.right > clear.right - fade("--subnav-fade-end") + 1
      ) {
        hidden.push("under the bar's faded edge");
      }
    }
    if (hidden.length === 0) return null;
    const name = focused.textContent?.trim().replace(/\s+/g, " ");
    return `${focused.tagName.toLowerCase()} "${name?.slice(0, 40)}" at ${Math.round(box.top)}: ${[...new Set(hidden)].join(", ")}`;
  }

  /** What is under way, or has happened since the frame before; empty at rest. */
  function busy(before: { positions: string; events: number }) {
    for (const scroll of smooth) {
      scroll.frames += 1;
      if (scroll.frames >= 10 && offsets(scroll.scroller) === scroll.from) smooth.delete(scroll);
    }
    return [
      positions() !== before.positions && "scrolling",
      events !== before.events && "observers or DOM changes",
      frames.size > 0 && `${frames.size} animation frames asked for`,
      smooth.size > 0 && `${smooth.size} smooth scrolls`,
      ...running(),
    ].filter((reason) => reason !== false);
  }

  /** At rest: two frames running with nothing under way and nothing new. One wait at a time. */
  let resting: Promise<void> | null = null;
  function rest() {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    resting ??= new Promise<void>((resolve, reject) => {
      let before = { positions: positions(), events };
      let calm = 0;
      let count = 0;
      // A page that stops drawing frames would otherwise hang until the test's timeout and
      // say nothing of why: the clock ends the wait too, with how many frames were drawn.
      deadline = setTimeout(() => {
        reject(new Error(`the page drew only ${count} frames in 45 s, and did not come to rest`));
      }, 45_000);
      const tick = () => {
        count += 1;
        const reasons = busy(before);
        before = { positions: positions(), events };
        calm = reasons.length === 0 ? calm + 1 : 0;
        if (calm >= 2) resolve();
        else if (count >= 600) {
          reject(new Error(`the page did not come to rest in 600 frames: ${reasons.join(", ")}`));
        } else requestFrame(tick);
      };
      requestFrame(tick);
    }).finally(() => {
      clearTimeout(deadline);
      resting = null;
    });
    return resting;
  }

  /** Where focus is, and both checks of it, taken in the frame the page came to rest. */
  const look = () => ({
    focused: document.activeElement,
    "any part": hiddenFocus(),
    whole: partlyHiddenFocus(),
  });
  let next: Promise<ReturnType<typeof look>> | null = null;
  // The wait starts as soon as the page has handled the key, not a round trip later.
  addEventListener(
    "keyup",
    ({ key }) => {
      if (key === "Tab") next = rest().then(look);
    },
    { capture: true },
  );

  const walk: FocusWalk = {
    rest,
    async stop(check, within) {
      const { focused, ...hidden } = await (next ?? rest().then(look));
      next = null;
      return {
        onBody: !focused || focused === document.body,
        within: focused?.closest(within) != null,
        inSubnav: focused?.closest(".subnav") != null,
        hidden: hidden[check],
      };
    },
  };
  Object.assign(window, { focusWalk: walk });
}

/** Presses the key, waits for the page to come to rest and checks where focus landed. */
async function press(
  page: Page,
  key: "Tab" | "Shift+Tab",
  check: "any part" | "whole" = "any part",
  within = "body",
) {
  await page.keyboard.press(key);
  return page.evaluate(
    ([check, within]) =>
      (window as unknown as { focusWalk: FocusWalk }).focusWalk.stop(check, within),
    [check, within] as const,
  );
}

async function walk(page: Page, key: "Tab" | "Shift+Tab" = "Tab") {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    const stop = await press(page, key);
    if (stop.onBody) break;
    if (stop.hidden) hidden.push(`stop ${stops + 1}: ${stop.hidden}`);
  }
  expect(stops, "the walk reached the end of the page").toBeLessThan(MAX_STOPS);
  expect(stops, "the walk met the page's links").toBeGreaterThan(10);
  return hidden;
}

async function open(page: Page, url: string) {
  await page.addInitScript(installFocusWalk);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator(".slider[data-ready]")).toBeAttached();
}

/** Answers Google's tags empty, as the tests have no internet; the banner is never answered. */
function stubGoogle(page: Page) {
  return page
    .context()
    .route(/google|doubleclick|gstatic/, (route) => route.fulfill({ status: 200, body: "" }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`focus on slider pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of sliderPages) {
      test(`${path}: no Tab stop is hidden under the consent banner`, async ({ page }) => {
        test.setTimeout(120_000);
        await stubGoogle(page);
        await open(page, `${analyticsBaseUrl}${path}`);
        const banner = page.getByRole("region", { name: "Cookie choice" });
        await expect(banner).toBeVisible();
        await banner.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
        expect(await walk(page)).toEqual([]);
      });

      test(`${path}: no Tab stop is hidden, with reduced motion`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await open(page, path);
        expect(await walk(page)).toEqual([]);
      });

      test(`${path}: no Tab stop is hidden walking back with Shift+Tab`, async ({ page }) => {
        test.setTimeout(120_000);
        await open(page, path);
        expect(await walk(page, "Shift+Tab")).toEqual([]);
      });
    }
  });
}

test("a section the slider rests on stays in place when the consent banner goes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubGoogle(page);
  await open(page, `${analyticsBaseUrl}/amenities#sports`);
  const banner = page.getByRole("region", { name: "Cookie choice" });
  await expect(banner).toBeVisible();
  const top = () =>
    page.locator("#sports").evaluate((e) => Math.round(e.getBoundingClientRect().top));
  const atRest = () =>
    page.evaluate(() => (window as unknown as { focusWalk: FocusWalk }).focusWalk.rest());
  await atRest();
  expect(await top()).toBe(0);
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toHaveCount(0);
  await atRest();
  expect(await top()).toBe(0);
});

/**
 * The phone's section bars and the breadcrumb card (issue 29): each link there, reached with
 * Tab or Shift+Tab, shows whole, sideways within its bar and clear of the header, the bar and
 * the consent banner. The walks go back from the foot of the page through the footer and the
 * card, forward again to the end, and on from the top through the section bar.
 */
test.describe("on a phone, links in the section bar and the breadcrumb card show whole", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const inScope = ".subnav, .breadcrumb-card, .site-footer";

  /** One key press: records the focused link if it does not show whole, where in scope. */
  async function step(page: Page, key: "Tab" | "Shift+Tab", hidden: string[]) {
    const stop = await press(page, key, "whole", inScope);
    if (stop.within && stop.hidden) hidden.push(`${key}: ${stop.hidden}`);
    return stop;
  }

  for (const { path, bar } of [
    { path: "/beach-house", bar: "Hotel & Residences" },
    { path: "/availability", bar: "Selection" },
  ]) {
    for (const banner of [false, true]) {
      test(`${path}: each, reached forward or back, shows whole${banner ? " above the consent banner" : ""}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        if (banner) await stubGoogle(page);
        await page.addInitScript(installFocusWalk);
        await page.goto(`${banner ? analyticsBaseUrl : ""}${path}`);
        await waitForHydration(page);
        if (banner) {
          const region = page.getByRole("region", { name: "Cookie choice" });
          await expect(region).toBeVisible();
          await region.evaluate((element) =>
            Promise.all(element.getAnimations().map((animation) => animation.finished)),
          );
        }
        const hidden: string[] = [];
        // Back from the foot of the page through the footer and the card, to the card's top.
        let stops = 0;
        while ((await step(page, "Shift+Tab", hidden)).within || stops === 0) {
          stops += 1;
          expect(stops, "the walk back came out above the card").toBeLessThan(MAX_STOPS);
        }
        expect(stops, "the walk back met the card and the footer").toBeGreaterThan(5);
        // Forward again into the card and through the footer, to the end of the page.
        stops = 0;
        while (!(await step(page, "Tab", hidden)).within) {
          stops += 1;
          expect(stops, "the walk forward met the card again").toBeLessThan(MAX_STOPS);
        }
        while (!(await step(page, "Tab", hidden)).onBody) {
          stops += 1;
          expect(stops, "the walk forward reached the end").toBeLessThan(MAX_STOPS);
        }
        // From the top of the page into the section bar and through it.
        const links = page.getByRole("navigation", { name: bar }).getByRole("link");
        const count = await links.count();
        stops = 0;
        while (!(await step(page, "Tab", hidden)).inSubnav) {
          stops += 1;
          expect(stops, "the walk forward met the section bar").toBeLessThan(MAX_STOPS);
        }
        for (let link = 1; link < count; link++) {
          await step(page, "Tab", hidden);
        }
        await expect(links.last()).toBeFocused();
        expect(hidden).toEqual([]);
      });
    }
  }
});
