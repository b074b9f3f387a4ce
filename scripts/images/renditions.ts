import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ImageEntry, imageFileName } from "../../app/lib/media.ts";
import type { PublishedImage } from "./image-manifest-file.ts";
import { readMasters } from "./masters.ts";
import { encodeMaster } from "./still-encoder.ts";
import { stillFileNames, stillNameOf } from "./still-files.ts";
import { masterVersion } from "./still-version.ts";

interface RenditionOptions {
  mastersDirectory: string;
  outDirectory: string;
  /** What the manifest lists, by name: a still whose version and files match is kept. */
  published: Readonly<Record<string, ImageEntry>>;
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Publishes every master in a folder: each rendition into `outDirectory`, files of masters
 * that are gone removed. Returns the manifest entries, by name.
 */
export async function publishMasters({
  mastersDirectory,
  outDirectory,
  published,
  force = false,
  log = () => {},
}: RenditionOptions): Promise<Map<string, PublishedImage>> {
  mkdirSync(outDirectory, { recursive: true });
  const entries = new Map<string, PublishedImage>();
  for (const master of readMasters(mastersDirectory)) {
    const version = masterVersion(mastersDirectory, master);
    const { alt, credit, representation, focus } = master.sidecar;
    const position = objectPosition(focus);
    const previous = published[master.name];
    const current =
      !force &&
      previous?.version === version &&
      stillFileNames(master.name).every((file) => existsSync(join(outDirectory, file)));
    if (current) {
      entries.set(master.name, { ...previous, position, alt, credit, representation });
      continue;
    }
    const started = performance.now();
    const encoded = await encodeMaster(mastersDirectory, master);
    for (const still of encoded.stills) {
      const file = imageFileName(master.name, still.width, still.extension, still.crop);
      writeFileSync(join(outDirectory, file), still.data);
    }
    const { width, height } = encoded;
    entries.set(master.name, { version, width, height, position, alt, credit, representation });
    log(`${master.name}: ${Math.round(performance.now() - started)} ms`);
  }
  for (const file of readdirSync(outDirectory)) {
    if (!entries.has(stillNameOf(file))) rmSync(join(outDirectory, file));
  }
  return entries;
}

/**
 * The focus as CSS object-position, so a box of another shape crops around it as the 9:16 crop
 * does; nothing for a centred focus, the browser's default.
 */
export function objectPosition(focus: { x: number; y: number }): string | undefined {
  if (focus.x === 0.5 && focus.y === 0.5) return undefined;
  return `${Math.round(focus.x * 100)}% ${Math.round(focus.y * 100)}%`;
}
