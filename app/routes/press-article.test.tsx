// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { testPressArticle } from "../../tests/support/press-article.ts";
import { renderRoute } from "../../tests/support/route-stub.tsx";
import type { PressArticle as Article } from "../content/pages/press.ts";
import PressArticle from "./press-article.tsx";

const article = testPressArticle;

/** The article page, its loader run as on a client navigation. */
function renderArticle(shown: Article) {
  renderRoute(shown.path, {
    path: "press/:article",
    loader: () => ({ article: shown }),
    Component: PressArticle,
  });
  return screen.findByRole("heading", { level: 1, name: shown.title });
}

afterEach(cleanup);

describe("a press article's Original Article link (spec section 2: from pdf or url)", () => {
  test("opens the original in a new tab when the article names one", async () => {
    await renderArticle({ ...article, url: "https://news.example.com/ocean-house" });
    const original = screen.getByRole("link", { name: /^Original Article/ });
    expect(original.getAttribute("href")).toBe("https://news.example.com/ocean-house");
    expect(original.getAttribute("target")).toBe("_blank");
    expect(original.getAttribute("rel")).toMatch(/noopener/);
  });

  test("prefers the PDF to the page", async () => {
    await renderArticle({
      ...article,
      pdf: "/documents/press/ocean-house.pdf",
      url: "https://news.example.com/ocean-house",
    });
    expect(screen.getByRole("link", { name: /^Original Article/ }).getAttribute("href")).toBe(
      "/documents/press/ocean-house.pdf",
    );
  });

  test("is left out when there is no original", async () => {
    await renderArticle({ ...article, url: "" });
    expect(screen.queryByRole("link", { name: /^Original Article/ })).toBeNull();
  });
});
