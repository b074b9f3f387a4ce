/**
 * A film to watch, cut from the site's pictures: shots laid end to end, each a slow camera move
 * across one picture, the next fading in over it, opening from and closing to the brand's dark
 * ocean ground with title cards over it. This module is the timing and the camera, pure so the
 * tests can check them; cut-frames.ts draws the frames from the pictures' masters.
 */
import type { Window } from "./drift-frames.ts";

/**
 * The space framings are given in: every picture's 16:10 shape, in the units the retired SVG
 * scenes were drawn in, so a framing means the same whatever the master's pixel size (a render is
 * 2400 wide).
 */
export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1000;

/** What the camera sees: a 16:9 window on the picture's 1600 x 1000 space, by centre and width. */
export interface Framing {
  x: number;
  y: number;
  width: number;
}

export interface Shot {
  /** The picture (in media/masters, a render or photograph) the shot is cut from. */
  picture: string;
  /** From the start of its fade-in to the end of the next shot's fade over it. */
  seconds: number;
  /** The camera's first and last framing; it moves between them eased, never stopping mid-shot. */
  from: Framing;
  to: Framing;
}

export interface TitleCard {
  /** Small capitals above the title, in the site's sans. */
  eyebrow: string;
  /** In the site's serif. */
  title: string;
  /** When it starts to fade in and how long until it has faded out, in seconds of the film. */
  at: number;
  seconds: number;
}

export interface FilmCut {
  /** The ground the film opens from and closes to: the brand's dark ocean. */
  ground: string;
  /** Seconds of ground before the first shot begins to fade in (the opening title sits here). */
  opening: number;
  /** Seconds of ground after the last shot has faded out (the closing title sits here). */
  closing: number;
  /** The fade from the ground into the first shot and from the last shot into the ground. */
  fade: number;
  /** How long each shot takes to dissolve into the next. */
  crossfade: number;
  shots: readonly Shot[];
  titles: readonly TitleCard[];
  /** The poster's moment, in seconds: a frame that says what the film is. */
  posterAt: number;
}

/** Seconds a title takes to fade in, and to fade out. */
export const TITLE_FADE = 1;

/** The frame's aspect ratio: a framing's height is its width times this. */
const FRAME_RATIO = 9 / 16;

/** When each shot starts to fade in, in seconds of the film. */
export function shotStarts(cut: FilmCut): number[] {
  const starts: number[] = [];
  let start = cut.opening;
  for (const shot of cut.shots) {
    starts.push(start);
    start += shot.seconds - cut.crossfade;
  }
  return starts;
}

/** The whole film: the opening, the shots less their overlaps, and the closing. */
export function cutSeconds(cut: FilmCut): number {
  const starts = shotStarts(cut);
  const last = cut.shots.at(-1);
  if (!last) return cut.opening + cut.closing;
  return (starts.at(-1) as number) + last.seconds + cut.closing;
}

/** Slow out of rest and slow into it, with no jolt: half a cosine. */
export function ease(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return (1 - Math.cos(Math.PI * p)) / 2;
}

/**
 * Where the camera is a share of the way through its shot. The ease spans the whole shot, fades
 * included, so the move is already under way when the shot appears and still going as it leaves.
 */
export function framingAt(shot: Shot, progress: number): Framing {
  const k = ease(progress);
  const mix = (a: number, b: number) => a + (b - a) * k;
  return {
    x: mix(shot.from.x, shot.to.x),
    y: mix(shot.from.y, shot.to.y),
    width: mix(shot.from.width, shot.to.width),
  };
}

/** The framing's window in the 1600 x 1000 space: left, top, width and height. */
function framingBox({ x, y, width }: Framing): [number, number, number, number] {
  const height = width * FRAME_RATIO;
  return [x - width / 2, y - height / 2, width, height];
}

/** True when the framing shows nothing outside the picture. */
export function framingInside(framing: Framing): boolean {
  const [left, top, width, height] = framingBox(framing);
  const epsilon = 1e-6;
  return (
    left >= -epsilon &&
    top >= -epsilon &&
    left + width <= PICTURE_WIDTH + epsilon &&
    top + height <= PICTURE_HEIGHT + epsilon
  );
}

/**
 * The framing's window in a 16:10 master's pixels, for sharp's extract: whole pixels, its size
 * rounded before its place so a sideways drift keeps one size, and kept on the master.
 */
export function pictureWindow(framing: Framing, master: { width: number; height: number }): Window {
  const scale = master.width / PICTURE_WIDTH;
  const [left, top, width, height] = framingBox(framing);
  const size = {
    width: Math.min(master.width, Math.round(width * scale)),
    height: Math.min(master.height, Math.round(height * scale)),
  };
  return {
    left: Math.min(master.width - size.width, Math.max(0, Math.round(left * scale))),
    top: Math.min(master.height - size.height, Math.max(0, Math.round(top * scale))),
    ...size,
  };
}

/** One picture in a frame: a shot at a point of its move, with the opacity it is laid on with. */
export interface Layer {
  shot: number;
  progress: number;
  opacity: number;
}

/**
 * What makes the frame at `time` seconds: the shots to draw, bottom first, over the ground. A
 * shot is opaque except while fading in over the one before, so a dissolve never dips toward the
 * ground; the last shot is faded out by `groundOpacity`, the ground returning over it.
 */
export function frameAt(cut: FilmCut, time: number): { layers: Layer[]; groundOpacity: number } {
  const starts = shotStarts(cut);
  const layers: Layer[] = [];
  cut.shots.forEach((shot, index) => {
    const start = starts[index] as number;
    const elapsed = time - start;
    if (elapsed < 0 || elapsed >= shot.seconds) return;
    const fadeIn = index === 0 ? cut.fade : cut.crossfade;
    layers.push({
      shot: index,
      progress: elapsed / shot.seconds,
      opacity: Math.min(1, elapsed / fadeIn),
    });
  });
  // Only the topmost opaque layer and what fades in above it can be seen.
  const lastOpaque = layers.findLastIndex((layer) => layer.opacity >= 1);
  const visible = lastOpaque > 0 ? layers.slice(lastOpaque) : layers;
  const lastShot = cut.shots.length - 1;
  const end = (starts[lastShot] ?? cut.opening) + (cut.shots[lastShot]?.seconds ?? 0);
  const groundOpacity =
    time < cut.opening ? 1 : Math.min(1, Math.max(0, (time - (end - cut.fade)) / cut.fade));
  return { layers: visible, groundOpacity };
}

/** A title's opacity at `time`: it fades in, holds and fades out within its seconds. */
export function titleOpacity(title: TitleCard, time: number): number {
  const elapsed = time - title.at;
  if (elapsed <= 0 || elapsed >= title.seconds) return 0;
  return ease(Math.min(elapsed / TITLE_FADE, (title.seconds - elapsed) / TITLE_FADE, 1));
}
