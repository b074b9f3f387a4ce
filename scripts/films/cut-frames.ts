/**
 * Draws a cut's frames: each shot's scene rendered by librsvg through the camera's viewBox (vector
 * at every frame, so a slow move has no shimmer), dissolved into one another in 8-bit RGB, with
 * the ground and the title cards laid over. Every shot is its own SVG document, so two scenes
 * in a dissolve never share gradient ids.
 */
import sharp from "sharp";
import type { SceneDefinition } from "../media/scenes/shared/scene-definition.ts";
import { cutSeconds, type FilmCut, frameAt, framingAt, titleOpacity, viewBox } from "./cut.ts";
import type { FilmFrames } from "./frames.ts";

/** Scene motion (water, light) runs at the speed it was drawn for: one loop in this many seconds. */
const SCENE_LOOP_SECONDS = 6;

const n = (value: number) => value.toFixed(3);

async function drawShot(
  scene: SceneDefinition,
  cut: FilmCut,
  layer: { shot: number; progress: number; seconds: number },
  width: number,
  height: number,
): Promise<Buffer> {
  const shot = cut.shots[layer.shot];
  if (!shot) throw new Error(`no shot ${layer.shot}`);
  const box = viewBox(framingAt(shot, layer.progress)).map(n).join(" ");
  const phase = (layer.seconds / SCENE_LOOP_SECONDS) % 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}" preserveAspectRatio="xMidYMid slice">${scene.render(phase)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#000000" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 3) {
    throw new Error(`${scene.name} rendered at ${info.width}x${info.height}x${info.channels}`);
  }
  return data;
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
 * The cut as a film: draw(t) is the frame a share t of the way through. `titles` are the cut's
 * title cards rendered at the film's size (title-cards.ts), in the same order.
 */
export function cutFrames(
  name: string,
  cut: FilmCut,
  scenes: ReadonlyMap<string, SceneDefinition>,
  titles: readonly Buffer[],
): FilmFrames {
  const sceneOf = (shot: number) => {
    const scene = scenes.get(cut.shots[shot]?.scene ?? "");
    if (!scene) throw new Error(`${name}: no scene for shot ${shot + 1}`);
    return scene;
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
      const pictures = await Promise.all(
        layers.map((layer) => drawShot(sceneOf(layer.shot), cut, layer, width, height)),
      );
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
