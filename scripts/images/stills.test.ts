import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backdrops } from "../../app/content/media/backdrops.ts";
import { imageAlts } from "../../app/content/media/image-alts.server.ts";
import { imageCredits } from "../../app/content/media/image-credits.ts";
import { type ImageName, imageManifest } from "../../app/content/media/image-manifest.ts";
import { type ImageCrop, type ImageEntry, imageFileName } from "../../app/lib/media.ts";
import { BACKDROP_CSS_FILE, backdropCss } from "./backdrop-css.ts";
import { IMAGE_FOCUS_FILE, imageFocusSource, type PublishedImage } from "./image-manifest-file.ts";
import { MASTERS_DIRECTORY, readMasters } from "./masters.ts";
import { objectPosition } from "./renditions.ts";
import { STILLS_DIRECTORY, stillFileNames, stillNameOf } from "./still-files.ts";
import { masterVersion } from "./still-version.ts";

const manifest: Record<string, ImageEntry> = imageManifest;
const bytes = (name: string, width: 1200 | 1600, crop: ImageCrop = "landscape") =>
  statSync(join(STILLS_DIRECTORY, imageFileName(name, width, "avif", crop))).size;

describe("published stills", () => {
  it("are current: each published still was made from its present master", () => {
    const masters = readMasters(MASTERS_DIRECTORY);
    const stale = masters
      .filter(
        (master) => manifest[master.name]?.version !== masterVersion(MASTERS_DIRECTORY, master),
      )
      .map((master) => master.name);
    expect(stale, "run `npm run media:images` and commit the result").toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual(masters.map((master) => master.name).sort());
  });

  it("are all on disk, with nothing left over from removed masters", () => {
    const expected = Object.keys(manifest).flatMap(stillFileNames);
    const missing = expected.filter((file) => !existsSync(join(STILLS_DIRECTORY, file)));
    expect(missing).toEqual([]);
    const orphans = readdirSync(STILLS_DIRECTORY).filter(
      (file) => !(stillNameOf(file) in manifest),
    );
    expect(orphans).toEqual([]);
  });

  it("say what their sidecars say: alternative text, credit, representation", () => {
    const differing = readMasters(MASTERS_DIRECTORY).filter(({ name, sidecar }) => {
      const { alt, credit, representation } = sidecar;
      const published = { alt: imageAlts[name as ImageName], ...imageCredits[name as ImageName] };
      return JSON.stringify(published) !== JSON.stringify({ alt, credit, representation });
    });
    expect(
      differing.map((master) => master.name),
      "run `npm run media:images`",
    ).toEqual([]);
  });

  it("keep their focus in view in every crop: picture-focus.css anchors the off-centre ones", () => {
    const entries = new Map(
      readMasters(MASTERS_DIRECTORY).map(({ name, sidecar }) => [
        name,
        { position: objectPosition(sidecar.focus) } as PublishedImage,
      ]),
    );
    const css = readFileSync(IMAGE_FOCUS_FILE, "utf8");
    expect(css, "run `npm run media:images`").toBe(imageFocusSource(entries));
    expect(css).toContain('.picture img[src^="/media/images/resort-shore-1200.jpg"]');
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
    expect(() => backdropCss({ lost: "no-such-scene" }, new Map())).toThrow(/has no master/);
  });
});
