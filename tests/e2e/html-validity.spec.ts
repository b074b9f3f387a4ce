import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { pages } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";

// The Nu HTML Checker from the vnu-jar package, run with the machine's Java (.ci/run installs it).
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** Every page's server HTML, and the variants a visitor can land on. */
const documents = [
  ...Object.keys(pages),
  "/press/ocean-house-private-residences-unveiled",
  "/press?category=market&page=1",
  "/no-such-page",
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every page's server HTML passes the Nu HTML Checker with no errors", async ({ request }) => {
  // One Java start for every document: the checker's start-up is most of its time.
  test.setTimeout(240_000);
  const folder = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, path] of documents.entries()) {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      const file = join(folder, `${index}.html`);
      await writeFile(file, await response.text());
      files.set(file, path);
    }
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string; message: string }) => {
      // vnu exits 1 when it reports errors; its report is still on stdout.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages.map(
      (message) =>
        `${files.get(message.url.replace(/^file:/, "")) ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract?.trim() ?? ""}`,
    );
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
