/**
 * Whether the production build is missing or older than what it is built from: `npm start`
 * builds only then, so a restart serves at once. Anything that changes the build's output
 * counts: the app, the public files, the build's own configuration and the locked packages.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The build's last file: present only once a build has finished. */
export const BUILD_STAMP = "build/server/index.js";

export const BUILD_INPUTS = [
  "app",
  "public",
  "scripts/vite",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
] as const;

export type Freshness =
  | { fresh: true }
  | { fresh: false; reason: "missing" }
  | { fresh: false; reason: "stale"; newer: string };

export function buildFreshness(root: string): Freshness {
  const built = modifiedAt(join(root, BUILD_STAMP));
  if (built === null) return { fresh: false, reason: "missing" };
  for (const input of BUILD_INPUTS) {
    const newer = newerThan(join(root, input), built);
    if (newer) return { fresh: false, reason: "stale", newer: relative(root, newer) };
  }
  return { fresh: true };
}

function modifiedAt(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** The first file under path changed after `time`, or null. */
function newerThan(path: string, time: number): string | null {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    return null;
  }
  if (!stats.isDirectory()) return stats.mtimeMs > time ? path : null;
  for (const entry of readdirSync(path)) {
    const newer = newerThan(join(path, entry), time);
    if (newer) return newer;
  }
  return null;
}
