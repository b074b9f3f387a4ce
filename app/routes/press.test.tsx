// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../tests/support/console-errors.ts";
import { AddressBar, renderRoute } from "../../tests/support/route-stub.tsx";
import type { PressArticle, PressCategory, PressList } from "../content/pages/press.ts";
import Press, { shouldRevalidate } from "./press.tsx";

/**
 * The press list's pager and categories on /press (spec section 4): a change fetches the list
 * through the press-articles call and changes the address in place. The server's rendering of a
 * query is tests/e2e/press-list.spec.ts.
 */

const article = (category: PressCategory, n: number): PressArticle => ({
  title: `${category === "news" ? "News" : "Market"} story ${n}`,
  publisher: "Caribbean Property Journal",
  date: "2025-09-08",
  image: "",
  description: "",
  excerpt: "",
  pdf: "",
  url: "",
  path: `/press/${category}-story-${n}`,
  category,
  featured: n === 1,
  page: n <= 7 ? 1 : 2,
});

const counts = { news: 9, market: 2 };
/** The news in two pages (a featured article and six, then two more), and two market pieces. */
const lists: Record<string, PressList> = {
  "news 1": {
    last_page: 2,
    featured: [article("news", 1)],
    other: [2, 3, 4, 5, 6, 7].map((n) => article("news", n)),
    category_count: counts,
  },
  "news 2": {
    last_page: 2,
    featured: [],
    other: [8, 9].map((n) => article("news", n)),
    category_count: counts,
  },
  "market 1": {
    last_page: 1,
    featured: [],
    other: [1, 2].map((n) => article("market", n)),
    category_count: counts,
  },
};
const rendered = (category: PressCategory, page: number) => {
  const list = lists[`${category} ${page}`];
  if (!list) throw new Error(`no list for ${category} page ${page}`);
  return { category, page, list };
};

/** The press-articles call: each answer waits for `answering` (by default answered at once). */
function pressApi(
  answer = (query: { category: string; page: number }) => lists[`${query.category} ${query.page}`],
) {
  const queries: unknown[] = [];
  let release = () => {};
  let held: Promise<void> = Promise.resolve();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith("/api/press-articles/")) throw new Error(`unexpected call to ${url}`);
    const query = JSON.parse(String(init?.body)) as { category: string; page: number };
    queries.push(query);
    await held;
    const list = answer(query);
    return list ? Response.json(list) : new Response("{", { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    queries,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

function renderPress(url: string, shown = rendered("news", 1)) {
  const loader = vi.fn(() => shown);
  renderRoute(url, {
    path: "press",
    loaderData: shown,
    loader,
    shouldRevalidate,
    Component: (props: Parameters<typeof Press>[0]) => (
      <>
        <Press {...props} />
        <AddressBar />
      </>
    ),
  });
  return { loader };
}

const pager = () => screen.getByRole("navigation", { name: "Press pages" });
const categories = () => screen.getByRole("navigation", { name: "Press categories" });
const address = () => screen.getByRole("status", { name: "Address" }).textContent;
// jsdom's accessible names drop the space a browser keeps in "Page 2".
const pageLink = (n: number) =>
  within(pager()).getByRole("link", { name: (name) => name.replace(" ", "") === `Page${n}` });
const disabledStep = (label: string) =>
  within(pager())
    .getAllByRole("link", { name: label })
    .find((link) => link.getAttribute("aria-disabled") === "true");

failOnConsoleError();
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the press list", () => {
  test("a page change fetches through the API and changes the address, without reloading the page", async () => {
    const api = pressApi();
    const { loader } = renderPress("/press");
    expect(disabledStep("Previous")).toBeDefined();
    const user = userEvent.setup();

    await user.click(within(pager()).getByRole("link", { name: "Next" }));
    await screen.findByRole("heading", { name: "News story 8" });
    expect(api.queries).toEqual([{ category: "news", page: 2 }]);
    expect(address()).toBe("/press?category=news&page=2");
    expect(pageLink(2).getAttribute("aria-current")).toBe("page");
    expect(
      within(pager()).getByRole("link", { name: "Previous" }).hasAttribute("aria-disabled"),
    ).toBe(false);
    expect(screen.queryByRole("heading", { name: "News story 2" })).toBeNull();
    expect(loader).not.toHaveBeenCalled();

    // Back changes the address again, and the list follows it.
    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { name: "News story 2" });
    expect(address()).toBe("/press");
    expect(loader).not.toHaveBeenCalled();
  });

  test("a category change starts at page 1 and refetches", async () => {
    const api = pressApi();
    renderPress("/press?category=news&page=2", rendered("news", 2));
    await userEvent.setup().click(within(categories()).getByRole("link", { name: /^Market/ }));
    await screen.findByRole("heading", { name: "Market story 1" });
    expect(api.queries).toEqual([{ category: "market", page: 1 }]);
    expect(address()).toBe("/press?category=market&page=1");
    expect(
      within(categories())
        .getByRole("link", { name: /^Market/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    // One page of market news: no pager.
    expect(screen.queryByRole("navigation", { name: "Press pages" })).toBeNull();
  });

  test("while a fetch is in progress another change waits", async () => {
    const api = pressApi();
    api.hold();
    renderPress("/press");
    const user = userEvent.setup();
    await user.click(within(pager()).getByRole("link", { name: "Next" }));
    await waitFor(() => expect(pager().getAttribute("aria-busy")).toBe("true"));
    await user.click(within(categories()).getByRole("link", { name: /^Market/ }));
    expect(address()).toBe("/press?category=news&page=2");

    api.release();
    await screen.findByRole("heading", { name: "News story 8" });
    expect(pageLink(2).getAttribute("aria-current")).toBe("page");
    expect(pager().getAttribute("aria-busy")).toBe("false");
    expect(api.queries).toEqual([{ category: "news", page: 2 }]);
  });

  test("after a failed fetch the list and the address stay on the page shown", async () => {
    const api = pressApi(() => undefined);
    renderPress("/press");
    await userEvent.setup().click(pageLink(2));
    await waitFor(() => expect(api.queries).toHaveLength(1));
    await waitFor(() => expect(address()).toBe("/press?category=news&page=1"));
    expect(pager().getAttribute("aria-busy")).toBe("false");
    expect(pageLink(1).getAttribute("aria-current")).toBe("page");
    screen.getByRole("heading", { name: "News story 2" });
  });

  test("a page past the end, shown as page 1 by the server, has its address corrected", async () => {
    pressApi();
    renderPress("/press?category=news&page=99");
    await waitFor(() => expect(address()).toBe("/press?category=news&page=1"));
    expect(pageLink(1).getAttribute("aria-current")).toBe("page");
    expect(disabledStep("Previous")).toBeDefined();
  });

  test("the keyboard keeps its place on Next at the last page, and the change is announced", async () => {
    pressApi();
    renderPress("/press");
    const user = userEvent.setup();
    const next = within(pager()).getByRole("link", { name: "Next" });
    next.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(pageLink(2).getAttribute("aria-current")).toBe("page"));
    // Next is disabled on the last page, out of the Tab order, and still has focus.
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(next);
    const announced = screen
      .getAllByRole("status")
      .find((status) => status.textContent?.startsWith("In the News"));
    expect(announced?.textContent).toBe("In the News, page 2 of 2");
  });
});
