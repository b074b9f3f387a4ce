import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { resortPlaces } from "../../content/pages/overview.ts";
import { sitePlanLayout, sitePlanMarkers } from "./site-plan-layout.ts";

// A letter's disc on a phone, where the plan is drawn at a third of its size (site-plan.css).
const PHONE_MARKER_RADIUS = 30 + 3 / 2;

describe("the site plan drawn from the model", () => {
  test.each(resortPlaces.map((place) => [place.letter, place.name]))(
    "%s (%s) has its letter on the drawing",
    (letter) => {
      const marker = sitePlanMarkers[letter];
      expect(marker).toBeDefined();
      const [x, y] = marker ?? [-1, -1];
      expect(x).toBeGreaterThan(PHONE_MARKER_RADIUS);
      expect(x).toBeLessThan(sitePlanLayout.width - PHONE_MARKER_RADIUS);
      expect(y).toBeGreaterThan(PHONE_MARKER_RADIUS);
      expect(y).toBeLessThan(sitePlanLayout.height - PHONE_MARKER_RADIUS);
    },
  );

  test("no two letters cover each other on a phone", () => {
    const markers = Object.entries(sitePlanMarkers);
    for (const [i, [letter, [x, y]]] of markers.entries()) {
      for (const [other, [ox, oy]] of markers.slice(i + 1)) {
        expect(Math.hypot(x - ox, y - oy), `${letter} and ${other}`).toBeGreaterThan(
          2 * PHONE_MARKER_RADIUS,
        );
      }
    }
  });
});

describe("the site plan's drawing", () => {
  test("was drawn from today's model: after changing the world, run `npm run media:site-plan`", () => {
    const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)));
    const digest = createHash("sha256");
    for (const source of ["../../../renders/resort_world.py", "../../../renders/site_plan.py"]) {
      digest.update(read(source));
    }
    const layout = read("./site-plan-layout.ts").toString();
    expect(layout).toContain(`// Model version ${digest.digest("hex").slice(0, 16)}\n`);
  });
});
