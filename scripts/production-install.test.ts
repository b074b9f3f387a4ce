/**
 * What a production install (`npm ci --omit=dev`, as the container runs it) keeps must be
 * enough to run the server: Node 24 itself and every package the server and the app import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$|test-support/.test(entry) ? [path] : [];
  });
}

/** Packages imported for their values (not `import type`), by package name. */
function importedPackages(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [
    ...code.matchAll(/^import (?!type )[^;]*?from "([^"]+)"/gms),
    ...code.matchAll(/^import "([^"]+)"/gm),
    ...code.matchAll(/\bimport\("([^"]+)"\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers
    .filter((specifier) => !/^(\.|node:|virtual:)/.test(specifier))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    )
    .filter((name) => !builtinModules.includes(name));
}

describe("a production install", () => {
  it("keeps Node 24, the version the engines field asks for", () => {
    expect(manifest.dependencies.node).toMatch(/^24\./);
    expect(manifest.engines.node).toMatch(/^>=24\./);
  });

  it("keeps every package the server imports at run time", () => {
    const files = ["server.ts", ...sources("app")];
    // Vite is loaded by `server.ts --dev` only, where the dev dependencies are installed;
    // app/routes.ts is read by the build, which writes the route table into build/server.
    const devOnly = new Set(["vite", "@react-router/dev"]);
    const missing = files.flatMap((file) =>
      importedPackages(file)
        .filter((name) => !devOnly.has(name) && !(name in manifest.dependencies))
        .map((name) => `${name} (imported by ${file})`),
    );
    expect(missing).toEqual([]);
  });
});
