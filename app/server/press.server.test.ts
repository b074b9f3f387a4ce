import { describe, expect, it } from "vitest";
import { excerpt, headingsBelowTitle } from "./press.server.ts";

describe("an article body's headings", () => {
  it("start at h2 under the page's title and skip no level", () => {
    expect(headingsBelowTitle("<p>a</p><h3>One</h3><p>b</p><h3>Two</h3>")).toBe(
      "<p>a</p><h2>One</h2><p>b</p><h2>Two</h2>",
    );
    expect(headingsBelowTitle("<h2>A</h2><h4>B</h4>")).toBe("<h2>A</h2><h3>B</h3>");
    expect(headingsBelowTitle("<h3>A</h3><h4>B</h4>")).toBe("<h2>A</h2><h3>B</h3>");
  });

  it("leave a body alone when its outline already fits", () => {
    const body = "<h2>A</h2><p>x</p><h3>B</h3>";
    expect(headingsBelowTitle(body)).toBe(body);
    expect(headingsBelowTitle("<p>No headings</p>")).toBe("<p>No headings</p>");
  });
});

describe("an article's excerpt", () => {
  it("joins text inside a sentence as written, with no space before a comma", () => {
    expect(
      excerpt("<p>A portrait of <strong>Penthouse 1003</strong>, the full-floor residence.</p>"),
    ).toBe("A portrait of Penthouse 1003, the full-floor residence.");
    expect(excerpt('<p>Read <a href="/x">the <em>notes</em></a>.</p>')).toBe("Read the notes.");
  });

  it("keeps paragraphs, headings and list items apart", () => {
    expect(excerpt("<p>One.</p><h3>Two</h3><ul><li>Three</li><li>Four</li></ul>")).toBe(
      "One. Two Three Four",
    );
    expect(excerpt("<p>Line<br>break</p>")).toBe("Line break");
  });
});
