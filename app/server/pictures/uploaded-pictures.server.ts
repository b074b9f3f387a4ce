import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGE_FORMATS } from "../../lib/media.ts";
import {
  PICTURE_MAX_BYTES,
  type PictureKind,
  pictureFile,
  uploadedPictureAddress,
} from "../../lib/uploaded-pictures.ts";
import type { Queryable } from "../storage/storage.server.ts";

const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "tiff"]);

/**
 * Why these bytes are not a picture the site can publish, or null when they are. Judged by
 * what sharp reads in them, whatever the file's name or the type the browser gave it.
 */
export async function pictureProblem(bytes: Uint8Array, kind: PictureKind): Promise<string | null> {
  if (bytes.length > PICTURE_MAX_BYTES) {
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1);
    return `The picture must be at most 5 MB; this file is ${megabytes} MB.`;
  }
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) {
    return "This file is not a picture. Upload a JPEG, PNG, WebP or AVIF file.";
  }
  const smallest = Math.max(...kind.widths);
  const { width = 0 } = metadata.autoOrient;
  if (width < smallest) {
    return `The picture must be at least ${smallest} pixels wide; this one is ${width}.`;
  }
  return null;
}

export interface RenderedPicture {
  /** What a page stores: the largest JPEG's address. */
  address: string;
  files: { file: string; type: string; data: Buffer }[];
}

/**
 * Every rendition of an accepted picture (each format at each width, cropped to the kind's
 * shape around what sharp finds most interesting), made before any transaction opens.
 */
export async function renderPicture(
  bytes: Uint8Array,
  kind: PictureKind,
): Promise<RenderedPicture> {
  const hash = createHash("sha256")
    .update(`${kind.aspect}|${kind.widths.join(",")}|`)
    .update(bytes)
    .digest("hex")
    .slice(0, 16);
  const files: RenderedPicture["files"] = [];
  for (const width of kind.widths) {
    const resized = sharp(bytes)
      .autoOrient()
      .resize(width, Math.round(width / kind.aspect), {
        fit: "cover",
        position: sharp.strategy.attention,
      });
    for (const { extension, type } of IMAGE_FORMATS) {
      const encoder =
        extension === "avif"
          ? resized.clone().avif({ quality: 50 })
          : extension === "webp"
            ? resized.clone().webp({ quality: 75 })
            : resized.clone().jpeg({ quality: 80, mozjpeg: true });
      files.push({
        file: pictureFile(hash, width, extension),
        type,
        data: await encoder.toBuffer(),
      });
    }
  }
  return { address: uploadedPictureAddress(hash, kind), files };
}

/** What an edit does to a page's picture: keeps it, takes it away or puts an upload in. */
export type PictureChange = { keep: true } | { remove: true } | { upload: RenderedPicture };

/** Stores a rendered picture's files; the same bytes uploaded twice are the same rows. */
export async function savePicture(tx: Queryable, picture: RenderedPicture, now = new Date()) {
  for (const { file, type, data } of picture.files) {
    await tx.execute(
      `INSERT INTO uploaded_pictures (file, content_type, data_base64, uploaded_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (file) DO NOTHING`,
      [file, type, data.toString("base64"), now.toISOString()],
    );
  }
}

/** One stored rendition by its file name, or null. */
export async function readPicture(
  db: Queryable,
  file: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; data_base64: string }>(
    "SELECT content_type, data_base64 FROM uploaded_pictures WHERE file = $1",
    [file],
  );
  return row
    ? { contentType: row.content_type, data: Buffer.from(row.data_base64, "base64") }
    : null;
}
