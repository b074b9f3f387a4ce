import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageCrop,
  type ImageExtension,
  type ImageWidth,
  PORTRAIT_ASPECT,
  PORTRAIT_WIDTHS,
} from "../../app/lib/media.ts";
import type { Master } from "./masters.ts";

/**
 * Encoder settings, tuned on the scene set: smooth gradients band below these qualities, and
 * they keep the largest first-view picture well under the budgets in the README. AVIF effort 3
 * encodes about ten times faster than effort 5 for files a few per cent larger, which keeps
 * regenerating every still to minutes on two cores. Portrait crops are only drawn on phones, at
 * two or three device pixels per CSS pixel, where a lower AVIF quality does not show.
 * Changing them changes every still's version.
 */
const encoders: Record<ImageExtension, (image: Sharp, crop: ImageCrop) => Sharp> = {
  avif: (image, crop) =>
    image.avif({ quality: crop === "portrait" ? 48 : 55, effort: 3, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 74, effort: 5, smartSubsample: true }),
  jpg: (image) => image.jpeg({ quality: 74, mozjpeg: true, progressive: true }),
};
export const ENCODER_SETTINGS_VERSION = "3";

export interface EncodedStill {
  width: ImageWidth;
  crop: ImageCrop;
  extension: ImageExtension;
  data: Buffer;
}

export interface EncodedMaster {
  stills: EncodedStill[];
  /** The largest landscape rendition's size. */
  width: number;
  height: number;
}

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

/** A master as pixels, turned upright by its EXIF orientation. */
async function decode(file: string): Promise<Pixels> {
  return sharp(readFileSync(file), { limitInputPixels: 2 ** 28 })
    .rotate()
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The largest 9:16 box inside the picture, centred on the focus as far as the edges allow. */
export function portraitBox(width: number, height: number, focus: { x: number; y: number }) {
  const boxWidth = Math.min(width, Math.floor(height / PORTRAIT_ASPECT));
  const boxHeight = Math.min(height, Math.floor(boxWidth * PORTRAIT_ASPECT));
  const clamp = (centre: number, size: number, total: number) =>
    Math.round(Math.min(Math.max(centre - size / 2, 0), total - size));
  return {
    left: clamp(focus.x * width, boxWidth, width),
    top: clamp(focus.y * height, boxHeight, height),
    width: boxWidth,
    height: boxHeight,
  };
}

async function encodeWidths(
  image: Pixels,
  crop: ImageCrop,
  widths: readonly ImageWidth[],
): Promise<EncodedStill[]> {
  const jobs = widths.flatMap((width) =>
    IMAGE_FORMATS.map(async ({ extension }) => {
      const resized = sharp(image.data, { raw: image.info }).resize({
        width,
        kernel: "lanczos3",
      });
      const data = await encoders[extension](resized, crop).toBuffer();
      return { width, crop, extension, data };
    }),
  );
  return Promise.all(jobs);
}

const LARGEST = Math.max(...IMAGE_WIDTHS);
const PORTRAIT_LARGEST = Math.max(...PORTRAIT_WIDTHS);

/**
 * Every rendition of one master: the landscape picture at every width, and a 9:16 crop around
 * the sidecar's focus (cut from the portrait master when there is one). Nothing is enlarged: a
 * master without the pixels for the largest of either is refused, saying what it needs.
 */
export async function encodeMaster(directory: string, master: Master): Promise<EncodedMaster> {
  const landscape = await decode(join(directory, master.file));
  if (landscape.info.width < LARGEST) {
    throw new Error(
      `${master.file}: ${landscape.info.width} px wide; a master needs at least ${LARGEST}`,
    );
  }

  const portraitFile = master.portraitFile ?? master.file;
  const portraitSource = await decode(join(directory, portraitFile));
  const box = portraitBox(
    portraitSource.info.width,
    portraitSource.info.height,
    master.sidecar.focus,
  );
  if (box.width < PORTRAIT_LARGEST) {
    const needed = Math.ceil(PORTRAIT_LARGEST * PORTRAIT_ASPECT);
    throw new Error(
      `${portraitFile}: its 9:16 crop is ${box.width} px wide; phones need ${PORTRAIT_LARGEST} (a master at least ${needed} px high, or a ${master.name}.portrait.jpg)`,
    );
  }
  const portrait = await sharp(portraitSource.data, { raw: portraitSource.info })
    .extract(box)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    stills: [
      ...(await encodeWidths(landscape, "landscape", IMAGE_WIDTHS)),
      ...(await encodeWidths(portrait, "portrait", PORTRAIT_WIDTHS)),
    ],
    width: LARGEST,
    height: Math.round((LARGEST * landscape.info.height) / landscape.info.width),
  };
}
