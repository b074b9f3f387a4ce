import { describe, expect, test } from "vitest";
import { mainMenu } from "../navigation.ts";
import { facts } from "../site.ts";
import * as amenities from "./amenities.ts";
import * as availability from "./availability.ts";
import * as beachHouse from "./beach-house.ts";
import * as grandCayman from "./grand-cayman.ts";
import * as mandarinOriental from "./mandarin-oriental.ts";
import * as oceanHouse from "./ocean-house.ts";
import * as overview from "./overview.ts";
import * as team from "./team.ts";

/**
 * The art direction's rule (docs/art-direction.md, "One picture per chapter"): a chapter's
 * picture is not repeated on the page next to it in the menu. The gallery, which gathers them
 * all, and the pages after it have no chapters of their own.
 */
const chapterPages: Record<string, Record<string, unknown>> = {
  "/overview": overview,
  "/beach-house": beachHouse,
  "/ocean-house": oceanHouse,
  "/amenities": amenities,
  "/mandarin-oriental": mandarinOriental,
  "/grand-cayman": grandCayman,
  "/availability": availability,
  "/team": team,
};

/** Every `image` a page's content names, however deep; content made from the site's facts is made first. */
function pictures(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "function") return pictures(value(facts), found);
  if (Array.isArray(value)) {
    for (const item of value) pictures(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "image" && typeof item === "string") found.add(item);
      else pictures(item, found);
    }
  }
  return found;
}

const menu = mainMenu
  .map((item) => item.path)
  .filter((path) => path in chapterPages)
  .map((path) => ({ path, pictures: pictures(chapterPages[path]) }));

describe("pictures on neighbouring pages of the menu", () => {
  test("every page with chapters is in the menu, in its order, with pictures", () => {
    expect(menu.map((page) => page.path)).toEqual(Object.keys(chapterPages));
    for (const page of menu) expect(page.pictures.size, page.path).toBeGreaterThan(0);
  });

  test.each(menu.slice(1).map((page, i) => [menu[i]?.path, page.path]))(
    "%s and %s share no picture",
    (before, after) => {
      const first = menu.find((page) => page.path === before)?.pictures ?? new Set<string>();
      const second = menu.find((page) => page.path === after)?.pictures ?? new Set<string>();
      expect([...first].filter((name) => second.has(name))).toEqual([]);
    },
  );
});
