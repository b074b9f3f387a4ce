import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { routeLabeller, unroutedLabel } from "./route-labels.server.ts";

// The build's route manifest as React Router makes it from app/routes.ts: every route is a
// child of root, with the id its file gives it.
const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as never } };
for (const entry of routeConfig) {
  const id = entry.file.replace(/\.tsx?$/, "");
  routes[id] = { id, parentId: "root", path: entry.path, index: entry.index, module: {} as never };
}
const label = routeLabeller({
  routes,
  basename: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
});

describe("routeLabeller", () => {
  it("names a page, an API call and a press article by their route id", () => {
    expect(label("/")).toBe("routes/home");
    expect(label("/contact")).toBe("routes/contact");
    expect(label("/contact/")).toBe("routes/contact");
    expect(label("/press/cayman-compass-2025")).toBe("routes/press-article");
    expect(label("/api/register-contact/gcr-site-2026")).toBe("routes/api/register-contact");
  });

  it("counts a client navigation's data request under the page it loads", () => {
    expect(label("/availability.data")).toBe("routes/availability");
    expect(label("/_.data")).toBe("routes/home");
    expect(label("/__manifest")).toBe("/__manifest");
  });

  it("gives every unknown path, whatever it carries, the one not-found label", () => {
    expect(label("/someone@example.com/+13455550100")).toBe("routes/not-found");
    expect(label("/press/a/b")).toBe("routes/not-found");
  });
});

describe("unroutedLabel", () => {
  it("names what Express answers by a fixed set, never by the path", () => {
    expect(unroutedLabel("/healthz", 200)).toBe("/healthz");
    expect(unroutedLabel("/sitemap.xml", 503)).toBe("/sitemap.xml");
    expect(unroutedLabel("/assets/entry-Ab12.js", 200)).toBe("/assets");
    expect(unroutedLabel("/media/press/x.avif", 404)).toBe("/media");
    expect(unroutedLabel("/download/documents/fact-sheet.pdf", 200)).toBe("/download");
    expect(unroutedLabel("/contact//x", 308)).toBe("unrouted");
    expect(unroutedLabel("/jane@example.com", 404)).toBe("not_found");
  });
});
