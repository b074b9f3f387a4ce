import {
  cropWidths,
  IMAGE_FORMATS,
  type ImageCrop,
  type ImageEntry,
  imageFileName,
} from "../../app/lib/media.ts";

export const STILLS_DIRECTORY = "public/media/images";

const crops: readonly ImageCrop[] = ["landscape", "portrait"];

/** Every file one still is published as: each crop, width and format it has. */
export function stillFileNames(
  name: string,
  entry: Pick<ImageEntry, "widths" | "portraitWidths">,
): string[] {
  return crops.flatMap((crop) =>
    cropWidths(entry, crop).flatMap((width) =>
      IMAGE_FORMATS.map(({ extension }) => imageFileName(name, width, extension, crop)),
    ),
  );
}

/** The still a published file belongs to: its name without crop, width and extension. */
export function stillNameOf(fileName: string): string {
  return fileName.replace(/(-portrait)?-\d+\.\w+$/, "");
}
