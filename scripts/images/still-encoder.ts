import sharp, { type Sharp } from "sharp";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageCrop,
  type ImageExtension,
  type ImageWidth,
  PORTRAIT_ASPECT,
  PORTRAIT_WIDTHS,
} from "../../app/lib/media.ts";
import { svgDocument } from "../media/scenes/shared/svg.ts";

/** The size every still is drawn at; the largest width in IMAGE_WIDTHS. */
export const MASTER_WIDTH = 2400;
export const MASTER_HEIGHT = 1500;

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
export const ENCODER_SETTINGS_VERSION = "2";

export interface EncodedStill {
  width: ImageWidth;
  crop: ImageCrop;
  extension: ImageExtension;
  data: Buffer;
}

/** The scene's frame 0 as standalone SVG documents: the landscape master and the portrait crop. */
export function stillDocuments(body: string): Record<ImageCrop, string> {
  const portraitWidth = Math.max(...PORTRAIT_WIDTHS);
  return {
    landscape: svgDocument(body, MASTER_WIDTH, MASTER_HEIGHT),
    portrait: svgDocument(body, portraitWidth, Math.round(portraitWidth * PORTRAIT_ASPECT)),
  };
}

async function encodeCrop(
  document: string,
  crop: ImageCrop,
  widths: readonly ImageWidth[],
): Promise<EncodedStill[]> {
  const master = await sharp(Buffer.from(document)).png().toBuffer();
  const jobs = widths.flatMap((width) =>
    IMAGE_FORMATS.map(async ({ extension }) => {
      const resized = sharp(master).resize({ width, kernel: "lanczos3" });
      const data = await encoders[extension](resized, crop).toBuffer();
      return { width, crop, extension, data };
    }),
  );
  return Promise.all(jobs);
}

/** Rasterises each crop once, then encodes every width in every format. */
export async function encodeStill(body: string): Promise<EncodedStill[]> {
  const documents = stillDocuments(body);
  return [
    ...(await encodeCrop(documents.landscape, "landscape", IMAGE_WIDTHS)),
    ...(await encodeCrop(documents.portrait, "portrait", PORTRAIT_WIDTHS)),
  ];
}
