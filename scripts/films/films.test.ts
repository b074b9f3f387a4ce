/**
 * What in the film pipeline could break without anyone seeing it at once: frame timing at the loop
 * seam, the check on names, the pictures a drift or a cut shows, the manifest after a partial run,
 * and (where ffmpeg is installed) a real encode of a tiny film, probed the way a browser would
 * read it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portraitBox } from "../images/still-encoder.ts";
import { type FilmCut, pictureWindow } from "./cut.ts";
import { cutFrames } from "./cut-frames.ts";
import { centredWindow, driftFrames, driftWindow, type Window } from "./drift-frames.ts";
import { selectFilms } from "./film-arguments.ts";
import { type FilmSpec, filmFiles, frameCount } from "./film-catalogue.ts";
import { type FilmFrames, frameTimes } from "./frames.ts";
import { makeFilm } from "./make-film.ts";
import { collectManifest, manifestSource } from "./manifest.ts";

/** Writes a still whose every pixel differs from its neighbours: red across, green down. */
async function writeRamp(file: string, width: number, height: number, blue = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = Math.round(((i % width) / (width - 1)) * 255);
    pixels[i * 3 + 1] = Math.round((Math.floor(i / width) / (height - 1)) * 255);
    pixels[i * 3 + 2] = blue;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

/** A cut of two shots with no titles: 1 s of ground, shots of 3 s dissolving for 1 s, 7 s long. */
const tinyCut: FilmCut = {
  ground: "#0e2730",
  opening: 1,
  closing: 1,
  fade: 1,
  crossfade: 1,
  posterAt: 0,
  titles: [],
  shots: [
    // Still: from 2 s to 3 s it is the whole frame.
    {
      picture: "reef",
      seconds: 3,
      from: { x: 800, y: 500, width: 800 },
      to: { x: 800, y: 500, width: 800 },
    },
    // In from the whole picture toward its lower right; half way there at 4.5 s.
    {
      picture: "tower",
      seconds: 3,
      from: { x: 800, y: 500, width: 1600 },
      to: { x: 1000, y: 600, width: 800 },
    },
  ],
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "films-test-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("frame times", () => {
  it("cover [0, 1) in equal steps, so one more step lands on frame 0 again", () => {
    const times = frameTimes(frameCount({ seconds: 6 }));
    expect(times).toHaveLength(144);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeCloseTo(1 / 144, 12);
    }
    expect((times.at(-1) as number) + 1 / 144).toBeCloseTo(1, 12);
  });

  it("refuse a fractional or empty film", () => {
    expect(frameCount({ seconds: 6.01 })).toBe(144);
    expect(() => frameTimes(0)).toThrow();
    expect(() => frameTimes(2.5)).toThrow();
  });
});

describe("choosing films", () => {
  const drift = { zoom: 0.05, pan: 0.02 };
  const films: FilmSpec[] = [
    { name: "aquatic", version: 1, seconds: 6, drift },
    { name: "resort-aerial", version: 1, seconds: 6, drift },
    { name: "tiny", version: 1, seconds: 7, cut: tinyCut },
  ];

  it("takes the named films once each, in catalogue order", () => {
    const chosen = selectFilms(["tiny", "aquatic", "tiny"], films);
    expect(chosen.map((spec) => spec.name)).toEqual(["aquatic", "tiny"]);
    expect(selectFilms([], films)).toEqual(films);
  });

  it("rejects an unknown name, naming the films there are", () => {
    expect(() => selectFilms(["aquatic", "resort-aeria"], films)).toThrow(
      /no film named resort-aeria; the films are aquatic, resort-aerial, tiny/,
    );
    expect(() => selectFilms(["--all"], films)).toThrow(/--all/);
  });
});

describe("a still's drift", () => {
  const master = { width: 2400, height: 1500 };
  const drift = { zoom: 0.06, pan: 0.025 };

  it("starts and ends on the still's own crop, and moves in and along between", () => {
    const first = centredWindow(master, 16 / 9);
    expect(first).toEqual({ left: 0, top: 75, width: 2400, height: 1350 });
    expect(driftWindow(master, first, drift, 0)).toEqual(first);
    expect(driftWindow(master, first, drift, 1)).toEqual(first);
    const middle = driftWindow(master, first, drift, 0.5);
    expect(middle).toEqual({ left: 132, top: 116, width: 2256, height: 1269 });
    // Pushed against the master's edge, the frame stays inside it.
    const edge = { left: 1200, top: 0, width: 1200, height: 675 };
    expect(driftWindow(master, edge, { zoom: 0.06, pan: 0.2 }, 0.5)).toMatchObject({
      left: 1272,
      top: 20,
    });
  });

  it("draws frames from the master: the first is the still's crop, the loop has no seam", async () => {
    const file = join(dir, "still.png");
    // A ramp across and down: any move or zoom of the frame changes its pixels.
    const ramp = Buffer.alloc(480 * 400 * 3);
    for (let i = 0; i < 480 * 400; i++) {
      ramp.fill((i % 480) / 2, i * 3, i * 3 + 2);
      ramp.fill(Math.floor(i / 480) / 2, i * 3 + 2, i * 3 + 3);
    }
    await sharp(ramp, { raw: { width: 480, height: 400, channels: 3 } })
      .png()
      .toFile(file);
    const film = await driftFrames("still", { file, focus: { x: 0.25, y: 0.5 } }, drift);
    const expected = async (
      window: { left: number; top: number; width: number; height: number },
      width: number,
      height: number,
    ) =>
      sharp(file)
        .extract(window)
        .resize(width, height, { kernel: "lanczos3", fit: "fill" })
        .raw()
        .toBuffer();

    const landscape = await Promise.all([0, 1, 0.5].map((t) => film.draw(t, 320, 180)));
    expect(
      landscape[0]?.equals(await expected({ left: 0, top: 65, width: 480, height: 270 }, 320, 180)),
    ).toBe(true);
    expect(landscape[1]?.equals(landscape[0] as Buffer)).toBe(true);
    expect(landscape[2]?.equals(landscape[0] as Buffer)).toBe(false);

    // The portrait film is the still's 9:16 crop around the focus, as its portrait renditions are.
    const portrait = await Promise.all([0, 1].map((t) => film.draw(t, 90, 160, "portrait")));
    expect(
      portrait[0]?.equals(await expected(portraitBox(480, 400, { x: 0.25, y: 0.5 }), 90, 160)),
    ).toBe(true);
    expect(portrait[1]?.equals(portrait[0] as Buffer)).toBe(true);
  });
});

describe("a cut's frames", () => {
  const size = [64, 36] as const;
  const files = (names: Record<string, string>) =>
    new Map(Object.entries(names).map(([picture, file]) => [picture, join(dir, file)]));
  const expected = async (file: string, window: Window) =>
    sharp(join(dir, file))
      .extract(window)
      .resize(...size, { kernel: "lanczos3", fit: "fill" })
      .raw()
      .toBuffer();
  beforeAll(async () => {
    await writeRamp(join(dir, "reef.png"), 640, 400);
    await writeRamp(join(dir, "tower.png"), 640, 400, 200);
    await writeRamp(join(dir, "square.png"), 400, 400);
  });

  it("places a framing in the 1600 x 1000 space on the master's pixels", () => {
    const render = { width: 2400, height: 1500 };
    expect(pictureWindow({ x: 800, y: 500, width: 1600 }, render)).toEqual({
      left: 0,
      top: 75,
      width: 2400,
      height: 1350,
    });
    expect(pictureWindow({ x: 1000, y: 600, width: 853.4 }, render)).toEqual({
      left: 860,
      top: 540,
      width: 1280,
      height: 720,
    });
  });

  it("shows each shot's master through its framing's window, over the ground", async () => {
    const film = await cutFrames(
      "tiny",
      tinyCut,
      files({ reef: "reef.png", tower: "tower.png" }),
      [],
    );
    expect(film).toMatchObject({ loop: false });
    const at = (seconds: number) => film.draw(seconds / 7, ...size);
    const ground = Buffer.alloc(size[0] * size[1] * 3, Buffer.from([0x0e, 0x27, 0x30]));
    expect((await at(0.5)).equals(ground)).toBe(true);
    // The still shot: 800 wide at the centre is 320 x 180 pixels of the 640 x 400 master.
    const reef = { left: 160, top: 110, width: 320, height: 180 };
    expect((await at(2.5)).equals(await expected("reef.png", reef))).toBe(true);
    // Half way through the push-in: 1200 wide about (900, 550), 480 x 270 pixels.
    const tower = { left: 120, top: 85, width: 480, height: 270 };
    expect((await at(4.5)).equals(await expected("tower.png", tower))).toBe(true);
    expect((await at(4.5)).equals(await expected("tower.png", { ...tower, left: 121 }))).toBe(
      false,
    );
  });

  it("refuses a picture with no master, or one that is not 16:10", async () => {
    const cut = (names: Record<string, string>) => cutFrames("tiny", tinyCut, files(names), []);
    await expect(cut({ reef: "reef.png" })).rejects.toThrow(/has no tower master/);
    await expect(cut({ reef: "square.png", tower: "tower.png" })).rejects.toThrow(
      /square\.png is 400 x 400; a cut's framings need a 16:10 master/,
    );
  });
});

describe("the manifest", () => {
  const drift = { zoom: 0.05, pan: 0.02 };
  const films: FilmSpec[] = [
    { name: "aquatic", version: 3, seconds: 6, drift },
    { name: "resort-dusk", version: 1, seconds: 8, drift },
    { name: "kids-club", version: 1, seconds: 6, drift },
  ];
  const size = { width: 1280, height: 720 };
  const writeFilm = (name: string) => {
    for (const file of Object.values(filmFiles(dir, name))) writeFileSync(file, "x");
  };

  it("describes the films made earlier and now, and names those with a file missing", () => {
    writeFilm("aquatic");
    writeFilm("resort-dusk"); // a later `npm run media:films -- resort-dusk`
    writeFilm("kids-club");
    // A run stopped before the portrait film was written.
    rmSync(filmFiles(dir, "kids-club").portraitMp4 as string);
    const { entries, missing } = collectManifest(films, dir, size);
    expect(Object.keys(entries)).toEqual(["aquatic", "resort-dusk"]);
    expect(entries.aquatic).toEqual({ version: 3, width: 1280, height: 720, seconds: 6 });
    expect(entries["resort-dusk"]).toMatchObject({ seconds: 8 });
    expect(missing).toEqual(["kids-club"]);
  });

  it("is generated in Biome's format, so `npm run lint` passes on it", () => {
    const source = manifestSource(collectManifest(films, dir, size).entries);
    const biome = spawnSync(
      "node_modules/.bin/biome",
      ["check", "--write", "--stdin-file-path=app/content/media/film-manifest.ts"],
      { input: source, encoding: "utf8" },
    );
    expect(biome.stderr).toBe("");
    expect(biome.stdout).toBe(source);
    expect(source).toContain("  aquatic: {\n    version: 3,\n");
    expect(source).toContain('  "resort-dusk": {\n');
  });
});

const probe = (file: string, entries: string) =>
  spawnSync("ffprobe", ["-v", "error", "-select_streams", "v:0", ...entries.split(" "), file], {
    encoding: "utf8",
  }).stdout.trim();
const hasFfmpeg = ["ffmpeg", "ffprobe"].every((tool) => !spawnSync(tool, ["-version"]).error);

describe.skipIf(!hasFfmpeg)("a real encode (needs ffmpeg)", () => {
  /** A drift over a small ramp: every frame differs from the last, as over a render. */
  let shore: FilmFrames;
  beforeAll(async () => {
    const file = join(dir, "shore-master.png");
    await writeRamp(file, 640, 400);
    shore = await driftFrames("shore", { file }, { zoom: 0.05, pan: 0.02 });
  });

  it("makes both films, landscape and portrait, with every frame, one keyframe and the poster", {
    timeout: 120_000,
  }, async () => {
    const shape = { width: 320, height: 180, fps: 24, seconds: 1 };
    const result = await makeFilm(shore, dir, shape, { width: 90, height: 160 });
    expect(result.frames).toBe(24);
    const files = filmFiles(dir, "shore");
    for (const [file, codec, size] of [
      [files.webm, "vp9", "320,180"],
      [files.mp4, "h264", "320,180"],
      [files.portraitWebm, "vp9", "90,160"],
      [files.portraitMp4, "h264", "90,160"],
    ] as const) {
      if (!file) throw new Error("a loop has portrait films");
      const stream = probe(
        file,
        "-count_frames -show_entries stream=codec_name,pix_fmt,width,height,nb_read_frames -of csv=p=0",
      );
      expect(stream).toBe(`${codec},${size},yuv420p,24`);
      // H.264's first frame carries its SEI as side data on lines of its own, hence the filter.
      const keyframes = probe(file, "-show_entries frame=key_frame -of csv=p=0")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => Number.parseInt(line, 10));
      expect(keyframes).toEqual([1, ...Array(23).fill(0)]);
      expect(Number(probe(file, "-show_entries format=duration -of csv=p=0"))).toBeCloseTo(1, 2);
    }
    expect(probe(files.mp4, "-show_entries stream=profile -of csv=p=0")).toBe("High");
    const poster = await sharp(readFileSync(files.jpg)).metadata();
    expect(poster).toMatchObject({ format: "jpeg", width: 320, height: 180, isProgressive: true });
  });

  it("gives a film to watch a keyframe every 2 s, so a seek lands at once", {
    timeout: 120_000,
  }, async () => {
    const watched: FilmFrames = { ...shore, name: "watched", loop: false, posterAt: 0.5 };
    const shape = { width: 320, height: 180, fps: 24, seconds: 5 };
    await makeFilm(watched, dir, shape);
    for (const file of [filmFiles(dir, "watched").webm, filmFiles(dir, "watched").mp4]) {
      const keyframes = probe(file, "-show_entries frame=key_frame -of csv=p=0")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => Number.parseInt(line, 10));
      expect(keyframes).toHaveLength(120);
      expect(keyframes.flatMap((key, frame) => (key ? [frame] : []))).toEqual([0, 48, 96]);
    }
  });

  it("stops both encoders and leaves no files when a frame fails to render", async () => {
    const broken: FilmFrames = {
      ...shore,
      name: "broken",
      draw: (t, width, height, crop) =>
        t < 0.5 ? shore.draw(t, width, height, crop) : Promise.reject(new Error("no frame")),
    };
    const shape = { width: 320, height: 180, fps: 24, seconds: 1 };
    await expect(makeFilm(broken, dir, shape)).rejects.toThrow();
    expect(readdirSync(dir).filter((file) => file.startsWith("broken"))).toEqual([]);
  });
});
