import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageCrop,
  type ImageWidth,
  imageFileName,
  PORTRAIT_WIDTHS,
} from "../../app/lib/media.ts";

export const STILLS_DIRECTORY = "public/media/images";

const widthsOf: Record<ImageCrop, readonly ImageWidth[]> = {
  landscape: IMAGE_WIDTHS,
  portrait: PORTRAIT_WIDTHS,
};

/** Every file one still is published as: each crop, width and format. */
export function stillFileNames(name: string): string[] {
  return (Object.keys(widthsOf) as ImageCrop[]).flatMap((crop) =>
    widthsOf[crop].flatMap((width) =>
      IMAGE_FORMATS.map(({ extension }) => imageFileName(name, width, extension, crop)),
    ),
  );
}

/** The still a published file belongs to: its name without crop, width and extension. */
export function stillNameOf(fileName: string): string {
  return fileName.replace(/(-portrait)?-\d+\.\w+$/, "");
}
