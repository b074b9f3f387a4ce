/**
 * Browser tests drive Debian's Chromium (registry browser downloads fail here). Installs
 * it with apt-get when missing and running as root; otherwise says what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install chromium\n`,
    );
    process.exit(1);
  }
  process.stdout.write("Installing Debian's Chromium for the browser tests…\n");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
