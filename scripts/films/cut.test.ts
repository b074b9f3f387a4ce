/**
 * The penthouse film's cut, checked without rendering it: long enough to be a film, paced like
 * one, every camera move inside its scene and smooth, dissolves that never dip to the ground, and
 * titles that sit on the ground rather than over a picture.
 */
import { describe, expect, it } from "vitest";
import { scenes } from "../media/scenes/catalogue.ts";
import {
  cutSeconds,
  ease,
  type FilmCut,
  frameAt,
  framingAt,
  framingInside,
  shotStarts,
  titleOpacity,
} from "./cut.ts";
import { FILM_FPS, films } from "./film-catalogue.ts";
import { penthouseCut } from "./penthouse-cut.ts";

const cut: FilmCut = penthouseCut;

describe("the penthouse film", () => {
  it("lasts at least 45 s, a whole number of frames, and is in the catalogue at that length", () => {
    const seconds = cutSeconds(cut);
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(Number.isInteger(seconds * FILM_FPS)).toBe(true);
    expect(films.find((film) => film.scene === "penthouse-1003")).toMatchObject({ seconds, cut });
  });

  it("holds each shot 5 to 8 s, from scenes that exist, none twice in a row", () => {
    cut.shots.forEach((shot, index) => {
      expect(shot.seconds).toBeGreaterThanOrEqual(5);
      expect(shot.seconds).toBeLessThanOrEqual(8);
      expect(scenes.has(shot.scene), shot.scene).toBe(true);
      expect(shot.scene).not.toBe(cut.shots[index - 1]?.scene);
    });
  });

  it("moves each camera inside its scene, slowly, and not at all where it starts and ends", () => {
    for (const shot of cut.shots) {
      for (let p = 0; p <= 1; p += 0.05) {
        expect(framingInside(framingAt(shot, p)), `${shot.scene} at ${p}`).toBe(true);
      }
      // Slow: at most an eighth of the frame's width travelled, and 1.45x closer, in a shot.
      const travel = Math.hypot(shot.to.x - shot.from.x, shot.to.y - shot.from.y);
      expect(travel / shot.from.width, shot.scene).toBeLessThanOrEqual(0.125);
      expect(shot.from.width / shot.to.width, shot.scene).toBeLessThanOrEqual(1.45);
      expect(framingAt(shot, 0)).toEqual(shot.from);
      expect(framingAt(shot, 1)).toEqual(shot.to);
    }
    expect(ease(0.001)).toBeLessThan(0.0001);
    expect(1 - ease(0.999)).toBeLessThan(0.0001);
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
