import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The production build's browser files, which the e2e server serves. */
export const CLIENT_BUILD = join(process.cwd(), "build/client");

/** A built file's size as a browser downloads it, gzipped. */
export const gzippedSize = (path: string) =>
  gzipSync(readFileSync(join(CLIENT_BUILD, path))).length;
