import { describe, expect, it } from "vitest";
import { pages } from "../content/pages.ts";
import { pageMeta } from "./page-meta.ts";

const args = {
  location: { pathname: "/overview" },
  matches: [{ id: "root", loaderData: { env: { publicOrigin: "https://example.ky" } } }],
};

describe("page metadata", () => {
  it("gives every page a unique title and description", () => {
    const titles = Object.values(pages).map((page) => page.title);
    const descriptions = Object.values(pages).map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("renders title, description, Dublin Core, Open Graph, Twitter and canonical from one source", () => {
    const tags = pageMeta("/overview", args);
    const find = (key: string, value: string) =>
      tags.find((tag) => (tag as Record<string, string>)[key] === value) as
        | Record<string, string>
        | undefined;
    expect(tags[0]).toEqual({
      title:
        "Overview: Paradise Without Compromise | The Residences at Mandarin Oriental, Grand Cayman",
    });
    expect(find("name", "description")?.content).toBe(pages["/overview"].description);
    expect(find("name", "DC.title")?.content).toContain("Overview");
    expect(find("property", "og:url")?.content).toBe("https://example.ky/overview");
    expect(find("name", "twitter:url")?.content).toBe("https://example.ky/overview");
    expect(find("rel", "canonical")?.href).toBe("https://example.ky/overview");
  });

  it("refuses a path that has no metadata, so a new route cannot ship without it", () => {
    expect(() => pageMeta("/nowhere", args)).toThrow(/No page metadata/);
  });
});
