import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backdrops } from "../../app/content/media/backdrops.ts";
import { imageManifest } from "../../app/content/media/image-manifest.ts";
import { imageFileName } from "../../app/lib/media.ts";
import { scenes } from "../media/scenes/catalogue.ts";
import { BACKDROP_CSS_FILE, backdropCss } from "./backdrop-css.ts";
import { STILLS_DIRECTORY, stillFileNames, stillNameOf } from "./still-files.ts";
import { stillVersion } from "./still-version.ts";

const manifest: Record<string, { version: string; width: number; height: number; alt: string }> =
  imageManifest;
const bytes = (name: string, width: 1200 | 1600, crop: "landscape" | "portrait" = "landscape") =>
  statSync(join(STILLS_DIRECTORY, imageFileName(name, width, "avif", crop))).size;

describe("generated stills", () => {
  it("are current: each scene's committed files were made from its present source", () => {
    const stale = [...scenes.values()]
      .filter((scene) => manifest[scene.name]?.version !== stillVersion(scene))
      .map((scene) => scene.name);
    expect(stale, "run `npm run media:images` and commit the result").toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual([...scenes.keys()].sort());
  });

  it("are all on disk, with nothing left over from removed scenes", () => {
    const expected = Object.keys(manifest).flatMap(stillFileNames);
    const missing = expected.filter((file) => !existsSync(join(STILLS_DIRECTORY, file)));
    expect(missing).toEqual([]);
    const orphans = readdirSync(STILLS_DIRECTORY).filter(
      (file) => !(stillNameOf(file) in manifest),
    );
    expect(orphans).toEqual([]);
  });

  it("each carry alternative text", () => {
    const withoutAlt = Object.entries(manifest).filter(([, entry]) => entry.alt.length < 20);
    expect(withoutAlt).toEqual([]);
  });

  // The README's budgets: a 1440-wide screen takes the 1600 rendition, a phone at 3x the 1200
  // portrait crop for full-screen heroes.
  it("stay within the byte budgets for a first view", () => {
    const over = Object.keys(manifest).flatMap((name) => [
      ...(bytes(name, 1600) > 120_000 ? [`${name} 1600: ${bytes(name, 1600)}`] : []),
      ...(bytes(name, 1200, "portrait") > 60_000
        ? [`${name} portrait 1200: ${bytes(name, 1200, "portrait")}`]
        : []),
    ]);
    expect(over).toEqual([]);
  });

  it("back the image-set() backgrounds, which list AVIF first and name every type", () => {
    const css = backdropCss(backdrops, new Map(Object.entries(manifest)));
    expect(readFileSync(BACKDROP_CSS_FILE, "utf8"), "run `npm run media:images`").toBe(css);
    for (const [backdrop, image] of Object.entries(backdrops)) {
      expect(css).toContain(`.backdrop--${backdrop} {`);
      expect(css).toMatch(
        new RegExp(
          `url\\("/media/images/${image}-800\\.avif\\?v=\\w+"\\) type\\("image/avif"\\) 1x`,
        ),
      );
    }
    expect(css.indexOf('type("image/avif")')).toBeLessThan(css.indexOf('type("image/jpeg")'));
    expect(() => backdropCss({ lost: "no-such-scene" }, new Map())).toThrow(/not a scene/);
  });
});
