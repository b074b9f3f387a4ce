import { statSync } from "node:fs";
import { join } from "node:path";

/** The production build's browser files, which the e2e server serves. */
export const CLIENT_BUILD = join(process.cwd(), "build/client");

/**
 * A built script's or stylesheet's size as a browser that asks for gzip downloads it: the
 * gzip copy the build wrote beside it (scripts/vite/precompressed-assets.ts), which the server
 * sends as it is (server.spec.ts checks that). Browsers that take Brotli get fewer bytes.
 */
export const gzippedSize = (path: string) => statSync(join(CLIENT_BUILD, `${path}.gz`)).size;
