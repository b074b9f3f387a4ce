/**
 * A background film from a still master (a render or a photograph): the frame closes in a little
 * and moves along, then eases back, once per loop, as a camera holding over the resort would. A
 * render of the one model cannot be animated on these machines at film length, so its film is
 * its still, given the slow movement the spec's background films have.
 */
import sharp from "sharp";
import type { ImageCrop } from "../../app/lib/media.ts";
import { portraitBox } from "../images/still-encoder.ts";
import { CENTRE, type FilmFrames } from "./frames.ts";

export interface Drift {
  /** How far the frame closes in at the loop's middle, as a share of its width. */
  zoom: number;
  /** How far the frame moves right at the loop's middle, as a share of its width. */
  pan: number;
}

export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of the master a frame shows at t (0 <= t <= 1): at 0 and 1 the first frame, the
 * still's own crop (so the poster and the film match), at 0.5 the furthest in and along, kept
 * inside the master. Cosine eased, so the turn has no jolt.
 */
export function driftWindow(
  master: { width: number; height: number },
  first: Window,
  drift: Drift,
  t: number,
): Window {
  const along = (1 - Math.cos(2 * Math.PI * t)) / 2;
  const width = Math.round(first.width * (1 - drift.zoom * along));
  const height = Math.round((width * first.height) / first.width);
  const left = first.left + (first.width - width) / 2 + drift.pan * first.width * along;
  const top = first.top + (first.height - height) / 2;
  return {
    left: Math.round(Math.min(master.width - width, Math.max(0, left))),
    top: Math.round(Math.min(master.height - height, Math.max(0, top))),
    width,
    height,
  };
}

/** The widest window of a shape, centred: the landscape film's first frame, as the still's. */
export function centredWindow(master: { width: number; height: number }, aspect: number): Window {
  const width = Math.round(Math.min(master.width, master.height * aspect));
  const height = Math.round(width / aspect);
  return {
    left: Math.round((master.width - width) / 2),
    top: Math.round((master.height - height) / 2),
    width,
    height,
  };
}

/** A master decoded once to packed sRGB without alpha, for every frame to be cut from. */
export interface DecodedMaster {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

export async function decodeMaster(file: string): Promise<DecodedMaster> {
  const { data, info } = await sharp(file)
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 3 } };
}

/** A window of a decoded master scaled to the frame with lanczos, as packed RGB. */
export function drawWindow(
  master: DecodedMaster,
  window: Window,
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp(master.data, { raw: master.info })
    .extract(window)
    .resize(width, height, { kernel: "lanczos3", fit: "fill" })
    .raw()
    .toBuffer();
}

/**
 * The frames of a still's drift, each cut and scaled from the master decoded once. The portrait
 * film drifts over the still's 9:16 crop around its focus, cut from the portrait master when
 * there is one, as the still's portrait renditions are.
 */
export async function driftFrames(
  name: string,
  still: { file: string; portraitFile?: string; focus?: { x: number; y: number } },
  drift: Drift,
): Promise<FilmFrames> {
  const landscape = await decodeMaster(still.file);
  const portrait = still.portraitFile ? await decodeMaster(still.portraitFile) : landscape;
  const portraitFirst = portraitBox(
    portrait.info.width,
    portrait.info.height,
    still.focus ?? CENTRE,
  );
  return {
    name,
    loop: true,
    posterAt: 0,
    async draw(t, width, height, crop: ImageCrop = "landscape") {
      const source = crop === "portrait" ? portrait : landscape;
      const first =
        crop === "portrait" ? portraitFirst : centredWindow(source.info, width / height);
      return drawWindow(source, driftWindow(source.info, first, drift, t), width, height);
    },
  };
}
