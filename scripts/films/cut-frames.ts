/**
 * Draws a cut's frames: each shot cut from its picture's master (a render or photograph in
 * media/masters, decoded once) through the camera's window and scaled to the frame with lanczos,
 * as a drift's frames are; dissolved into one another in 8-bit RGB, with the ground and the title
 * cards laid over.
 */
import { MASTERS_DIRECTORY } from "../images/masters.ts";
import {
  cutSeconds,
  type FilmCut,
  frameAt,
  framingAt,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureWindow,
  titleOpacity,
} from "./cut.ts";
import { type DecodedMaster, decodeMaster, drawWindow } from "./drift-frames.ts";
import type { FilmFrames } from "./frames.ts";

/**
 * Each of the cut's pictures decoded once, from `files` (picture name to master file). Refuses a
 * picture with no master, and a master that is not 16:10: the framings are
 * in the 1600 x 1000 space, so another shape would show other parts of it than they name.
 */
async function decodeMasters(
  name: string,
  cut: FilmCut,
  files: ReadonlyMap<string, string>,
): Promise<Map<string, DecodedMaster>> {
  const masters = new Map<string, DecodedMaster>();
  for (const picture of new Set(cut.shots.map((shot) => shot.picture))) {
    const file = files.get(picture);
    if (!file) {
      throw new Error(
        `${name}: the shots of ${picture} are cut from a render or photograph, but ${MASTERS_DIRECTORY} has no ${picture} master`,
      );
    }
    const master = await decodeMaster(file);
    const { width, height } = master.info;
    // Within a pixel of 16:10, as a 2400 x 1500 render is.
    if (Math.abs(width * PICTURE_HEIGHT - height * PICTURE_WIDTH) > PICTURE_WIDTH) {
      throw new Error(
        `${name}: ${file} is ${width} x ${height}; a cut's framings need a 16:10 master (${PICTURE_WIDTH} x ${PICTURE_HEIGHT} in shape)`,
      );
    }
    masters.set(picture, master);
  }
  return masters;
}

/** `base` moved `amount` of the way to `top`, in place. */
function dissolve(base: Buffer, top: Buffer, amount: number): void {
  if (amount <= 0) return;
  if (amount >= 1) {
    top.copy(base);
    return;
  }
  for (let i = 0; i < base.length; i++) {
    base[i] = Math.round((base[i] as number) + ((top[i] as number) - (base[i] as number)) * amount);
  }
}

function solid(hex: string, width: number, height: number): Buffer {
  const rgb = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return Buffer.alloc(width * height * 3, Buffer.from(rgb));
}

/** Lays a straight-alpha RGBA card over an RGB frame at `opacity`, in place. */
function overlay(frame: Buffer, card: Buffer, opacity: number): void {
  for (let p = 0, q = 0; p < frame.length; p += 3, q += 4) {
    const alpha = ((card[q + 3] as number) / 255) * opacity;
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c++) {
      const under = frame[p + c] as number;
      frame[p + c] = Math.round(under + ((card[q + c] as number) - under) * alpha);
    }
  }
}

/**
 * The cut as a film: draw(t) is the frame a share t of the way through. `files` names each
 * picture's master file; `titles` are the cut's title cards rendered at the film's size
 * (title-cards.ts), in the same order.
 */
export async function cutFrames(
  name: string,
  cut: FilmCut,
  files: ReadonlyMap<string, string>,
  titles: readonly Buffer[],
): Promise<FilmFrames> {
  const masters = await decodeMasters(name, cut, files);
  const drawShot = (layer: { shot: number; progress: number }, width: number, height: number) => {
    const shot = cut.shots[layer.shot];
    const master = shot && masters.get(shot.picture);
    if (!shot || !master) throw new Error(`${name}: no shot ${layer.shot + 1}`);
    return drawWindow(
      master,
      pictureWindow(framingAt(shot, layer.progress), master.info),
      width,
      height,
    );
  };
  const length = cutSeconds(cut);
  return {
    name,
    loop: false,
    posterAt: cut.posterAt / length,
    async draw(t, width, height) {
      const seconds = t * length;
      const { layers, groundOpacity } = frameAt(cut, seconds);
      const ground = solid(cut.ground, width, height);
      const pictures = await Promise.all(layers.map((layer) => drawShot(layer, width, height)));
      let frame = ground;
      layers.forEach((layer, index) => {
        const picture = pictures[index] as Buffer;
        if (index === 0 && layer.opacity >= 1) frame = picture;
        else dissolve(frame, picture, layer.opacity);
      });
      if (frame !== ground) dissolve(frame, ground, groundOpacity);
      cut.titles.forEach((title, index) => {
        const opacity = titleOpacity(title, seconds);
        const card = titles[index];
        if (opacity > 0 && card) overlay(frame, card, opacity);
      });
      return frame;
    },
  };
}
