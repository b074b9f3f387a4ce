/**
 * `npm start`'s first step: runs `npm run build` when the build is missing or older than its
 * sources (scripts/support/build-freshness.ts), and otherwise nothing, so the server starts at
 * once. On a production install without the build tools, a stale build is an error that says
 * what to do rather than a server serving yesterday's site.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildFreshness } from "./support/build-freshness.ts";

const freshness = buildFreshness(process.cwd());
if (!freshness.fresh) {
  const why =
    freshness.reason === "missing"
      ? "no build yet"
      : `${freshness.newer} changed since the last build`;
  if (!existsSync("node_modules/@react-router/dev")) {
    process.stderr.write(
      `npm start: ${why}, and the build tools are not installed (a production install). Build where the dev dependencies are (npm ci && npm run build) and ship build/, or run npm ci.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`npm start: ${why}; building first.\n`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(build.status ?? 1);
}
