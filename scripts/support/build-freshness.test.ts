import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_STAMP, buildFreshness } from "./build-freshness.ts";

function project(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), "build-freshness-"));
  for (const [file, minutesAgo] of Object.entries(files)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, "");
    const time = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(path, time, time);
  }
  return root;
}

describe("buildFreshness", () => {
  it("asks for a build when there is none", () => {
    expect(buildFreshness(project({ "app/root.tsx": 10 }))).toEqual({
      fresh: false,
      reason: "missing",
    });
  });

  it("names a source changed after the build, however deep", () => {
    const root = project({
      [BUILD_STAMP]: 5,
      "app/root.tsx": 10,
      "app/routes/contact.tsx": 1,
      "package-lock.json": 60,
    });
    expect(buildFreshness(root)).toEqual({
      fresh: false,
      reason: "stale",
      newer: join("app", "routes", "contact.tsx"),
    });
    expect(buildFreshness(project({ [BUILD_STAMP]: 5, "package-lock.json": 1 }))).toMatchObject({
      newer: "package-lock.json",
    });
  });

  it("starts at once when the build is newer than every source", () => {
    const root = project({
      [BUILD_STAMP]: 1,
      "app/root.tsx": 10,
      "public/media/hero.avif": 30,
      "vite.config.ts": 60,
      // Not an input: docs and tests never change the build.
      "docs/performance.md": 0,
      "tests/e2e/api.spec.ts": 0,
    });
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });
});
