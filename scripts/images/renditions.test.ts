import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageFileName } from "../../app/lib/media.ts";
import { readMasters } from "./masters.ts";
import { publishMasters } from "./renditions.ts";
import { masterVersion } from "./still-version.ts";

let masters: string;
let out: string;
beforeEach(() => {
  masters = mkdtempSync(join(tmpdir(), "masters-"));
  out = mkdtempSync(join(tmpdir(), "stills-"));
});
afterEach(() => {
  rmSync(masters, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** A render of the resort's model, as `npm run media:render` writes it: one even sand colour. */
async function render(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#d9c7a3" } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A photograph as an agency would deliver it: navy on the left half, coral on the right. */
async function photograph(width: number, height: number): Promise<Buffer> {
  const half = (colour: string) => ({
    input: { create: { width: width / 2, height, channels: 3 as const, background: colour } },
  });
  return sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { ...half("#1f2a44"), left: 0, top: 0 },
      { ...half("#e0674f"), left: width / 2, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

function writeSidecar(name: string, sidecar: object) {
  writeFileSync(join(masters, `${name}.json`), JSON.stringify(sidecar));
}

const widthOf = async (file: string) => (await sharp(join(out, file)).metadata()).width;

// Each case encodes every rendition of a picture for real: seconds on a quiet core, more on a busy one.
describe("publishing masters", { timeout: 90_000 }, () => {
  it("replaces a render by a photograph: new version, the sidecar's words, crops from its focus", async () => {
    writeFileSync(join(masters, "spa.jpg"), await render(3840, 2160));
    writeSidecar("spa", {
      alt: "The spa's relaxation pool in the model, between warm stone walls, facing the sea.",
      credit: "Render of the resort's model",
      representation: true,
    });
    const rendered = await publishMasters({
      mastersDirectory: masters,
      outDirectory: out,
      published: {},
    });
    const before = rendered.get("spa");
    expect(before).toMatchObject({
      credit: "Render of the resort's model",
      representation: true,
    });

    // The agency's photograph takes the render's name: its file and sidecar replace the render's.
    writeFileSync(join(masters, "spa.jpg"), await photograph(3840, 2160));
    writeSidecar("spa", {
      alt: "The spa's relaxation pool at noon, between warm stone walls, facing the sea.",
      credit: "Photograph: Studio Calloway",
      focus: { x: 0.9, y: 0.5 },
      representation: false,
    });

    const published = Object.fromEntries(rendered);
    const photographed = await publishMasters({
      mastersDirectory: masters,
      outDirectory: out,
      published,
    });
    const after = photographed.get("spa");
    const [master] = readMasters(masters);
    expect(after?.version).not.toBe(before?.version);
    expect(after?.version).toBe(master && masterVersion(masters, master));
    expect(after).toMatchObject({
      alt: "The spa's relaxation pool at noon, between warm stone walls, facing the sea.",
      credit: "Photograph: Studio Calloway",
      representation: false,
      width: 2400,
      height: 1350,
    });
    expect(await widthOf(imageFileName("spa", 2400, "avif"))).toBe(2400);
    expect(await widthOf(imageFileName("spa", 1200, "jpg", "portrait"))).toBe(1200);

    // The focus sits in the coral half, so the crop is coral from edge to edge.
    const crop = await sharp(join(out, imageFileName("spa", 800, "jpg", "portrait"))).stats();
    const [red, , blue] = crop.channels;
    expect(red?.min).toBeGreaterThan(180);
    expect(blue?.max).toBeLessThan(120);
  });

  it("never enlarges: a master too small for the largest rendition is refused, saying what it needs", async () => {
    const publish = () =>
      publishMasters({ mastersDirectory: masters, outDirectory: out, published: {} });
    writeSidecar("terrace", {
      alt: "A shaded terrace with two chairs looking over the lagoon pool.",
      credit: "Render: Atelier Nord",
      representation: true,
    });
    writeFileSync(join(masters, "terrace.png"), await photograph(1600, 1000));
    await expect(publish()).rejects.toThrow(
      /terrace\.png: 1600 px wide; a master needs at least 2400/,
    );
    writeFileSync(join(masters, "terrace.png"), await photograph(2400, 1500));
    await expect(publish()).rejects.toThrow(
      /terrace\.png: its 9:16 crop is 843 px wide; phones need 1200 \(a master at least 2134 px high, or a terrace\.portrait\.jpg\)/,
    );
  });

  it("cuts phones' crop from a portrait master when one is supplied", async () => {
    writeFileSync(join(masters, "pool.jpg"), await photograph(2400, 1500));
    const navy = { width: 1400, height: 2600, channels: 3 as const, background: "#1f2a44" };
    writeFileSync(
      join(masters, "pool.portrait.jpg"),
      await sharp({ create: navy }).jpeg().toBuffer(),
    );
    // Cut from the landscape master, this focus would give a coral crop.
    writeSidecar("pool", {
      alt: "The lagoon pool at midday, its water the colour of the shallows beyond.",
      credit: "Photograph: Studio Calloway",
      focus: { x: 0.9, y: 0.5 },
      representation: false,
    });
    await publishMasters({ mastersDirectory: masters, outDirectory: out, published: {} });
    const [red] = (await sharp(join(out, imageFileName("pool", 1200, "jpg", "portrait"))).stats())
      .channels;
    expect(red?.max).toBeLessThan(120);
  });

  it("refuses a folder it cannot publish, saying what to fix", async () => {
    writeFileSync(join(masters, "spa.jpg"), await photograph(800, 500));
    writeFileSync(join(masters, "spa.png"), await photograph(800, 500));
    writeFileSync(join(masters, "gym.jpg"), await photograph(800, 500));
    writeSidecar("spa", { alt: "short", representation: true });
    expect(() => readMasters(masters)).toThrow(/spa: two masters \(spa\.jpg and spa\.png\)/);
    expect(() => readMasters(masters)).toThrow(/gym: no sidecar gym\.json/);
    rmSync(join(masters, "spa.png"));
    rmSync(join(masters, "gym.jpg"));
    expect(() => readMasters(masters)).toThrow(/spa\.json: alt: describe[\s\S]*credit/);
  });
});
