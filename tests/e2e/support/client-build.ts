import { join } from "node:path";

/** The production build's browser files, which the e2e server serves. */
export const CLIENT_BUILD = join(process.cwd(), "build/client");
