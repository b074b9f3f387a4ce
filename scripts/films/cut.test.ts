/**
 * The penthouse film's cut, checked without rendering it: long enough to be a film, paced like
 * one, every camera move inside its picture, smooth and never enlarging the render, dissolves
 * that never dip to the ground, and titles that sit on the ground rather than over a picture.
 */
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MASTERS_DIRECTORY, readMasters } from "../images/masters.ts";
import {
  cutSeconds,
  ease,
  type FilmCut,
  frameAt,
  framingAt,
  framingInside,
  pictureWindow,
  shotStarts,
  titleOpacity,
} from "./cut.ts";
import { FILM_FPS, FILM_WIDTH, films } from "./film-catalogue.ts";
import { penthouseCut } from "./penthouse-cut.ts";

const cut: FilmCut = penthouseCut;

describe("the penthouse film", () => {
  it("lasts at least 45 s, a whole number of frames, and is in the catalogue at that length", () => {
    const seconds = cutSeconds(cut);
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(Number.isInteger(seconds * FILM_FPS)).toBe(true);
    expect(films.find((film) => film.name === "penthouse-1003")).toMatchObject({ seconds, cut });
  });

  it("holds each shot 5 to 8 s, none twice in a row", () => {
    cut.shots.forEach((shot, index) => {
      expect(shot.seconds).toBeGreaterThanOrEqual(5);
      expect(shot.seconds).toBeLessThanOrEqual(8);
      expect(shot.picture).not.toBe(cut.shots[index - 1]?.picture);
    });
  });

  it("cuts every shot from a render whose pixels the film never enlarges", async () => {
    const masters = new Map(readMasters(MASTERS_DIRECTORY).map((master) => [master.name, master]));
    for (const shot of cut.shots) {
      const file = masters.get(shot.picture)?.file ?? "";
      expect(file, shot.picture).toMatch(/\.jpg$/);
      const { width = 0, height = 0 } = await sharp(join(MASTERS_DIRECTORY, file)).metadata();
      expect(width / height, file).toBe(1.6);
      // The camera moves eased from one framing to the other: its narrowest is one of the two.
      for (const framing of [shot.from, shot.to]) {
        const window = pictureWindow(framing, { width, height });
        expect(window.width, `${shot.picture} at ${framing.width}`).toBeGreaterThanOrEqual(
          FILM_WIDTH,
        );
      }
    }
  });

  it("moves each camera inside its picture, slowly, and not at all where it starts and ends", () => {
    for (const shot of cut.shots) {
      for (let p = 0; p <= 1; p += 0.05) {
        expect(framingInside(framingAt(shot, p)), `${shot.picture} at ${p}`).toBe(true);
      }
      // Slow: at most an eighth of the frame's width travelled, and 1.45x closer, in a shot.
      const travel = Math.hypot(shot.to.x - shot.from.x, shot.to.y - shot.from.y);
      expect(travel / shot.from.width, shot.picture).toBeLessThanOrEqual(0.125);
      expect(shot.from.width / shot.to.width, shot.picture).toBeLessThanOrEqual(1.45);
      expect(framingAt(shot, 0)).toEqual(shot.from);
      expect(framingAt(shot, 1)).toEqual(shot.to);
    }
    expect(ease(0.001)).toBeLessThan(0.0001);
    expect(1 - ease(0.999)).toBeLessThan(0.0001);
  });

  it("pushes in about a point it shows or drifts level, in turns, the drifts each way in turn", () => {
    const moves = cut.shots.map(({ picture, from, to }) => {
      if (from.width === to.width) {
        expect(to.y, `${picture} drifts level`).toBe(from.y);
        expect(to.x, `${picture} drifts`).not.toBe(from.x);
        return Math.sign(to.x - from.x);
      }
      expect(to.width, `${picture} pushes in`).toBeLessThan(from.width);
      // A zoom only: the point that stays put on screen is in the first framing.
      const still = (a: number, b: number) =>
        (b * from.width - a * to.width) / (from.width - to.width);
      expect(Math.abs(still(from.x, to.x) - from.x), picture).toBeLessThanOrEqual(from.width / 2);
      expect(Math.abs(still(from.y, to.y) - from.y), picture).toBeLessThanOrEqual(
        (from.width * 9) / 32,
      );
      return 0;
    });
    moves.forEach((move, index) => {
      if (index > 0) expect(move === 0, `shot ${index + 1}`).not.toBe(moves[index - 1] === 0);
    });
    const drifts = moves.filter((move) => move !== 0);
    drifts.forEach((drift, index) => {
      if (index > 0) expect(drift, `drift ${index + 1}`).toBe(-(drifts[index - 1] as number));
    });
  });

  it("fades in from the ground and out to it, dissolving between shots without a dip", () => {
    expect(frameAt(cut, 0)).toEqual({ layers: [], groundOpacity: 1 });
    const end = cutSeconds(cut) - 0.01;
    expect(frameAt(cut, end).groundOpacity).toBe(1);
    const starts = shotStarts(cut);
    for (let i = 1; i < cut.shots.length; i++) {
      const mid = (starts[i] as number) + cut.crossfade / 2;
      const { layers, groundOpacity } = frameAt(cut, mid);
      expect(groundOpacity).toBe(0);
      // The shot before stays opaque under the one fading in.
      expect(layers.map((layer) => [layer.shot, layer.opacity])).toEqual([
        [i - 1, 1],
        [i, 0.5],
      ]);
    }
  });

  it("shows its titles only on the ground, never over a picture", () => {
    const last = cutSeconds(cut);
    for (let time = 0; time < last; time += 1 / FILM_FPS) {
      const shown = cut.titles.some((title) => titleOpacity(title, time) > 0);
      const { layers, groundOpacity } = frameAt(cut, time);
      if (shown) expect(layers.length === 0 || groundOpacity === 1, `at ${time}`).toBe(true);
    }
    expect(cut.titles.map((title) => titleOpacity(title, cut.posterAt))).toContain(1);
  });
});
