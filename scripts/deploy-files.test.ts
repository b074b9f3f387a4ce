/**
 * The container files, checked without Docker (Debian has no hadolint and these machines no
 * Docker engine): the Dockerfile and compose.yaml are read as text, instruction by instruction
 * and block by block, against what the server needs at run time and in production. Where
 * `docker info` works, the image is also built.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/server/config.server.ts";

const read = (path: string) => readFileSync(path, "utf8");

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions with continuation lines joined and comments left out. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

const dockerfile = instructions(read("Dockerfile"));
const globalArgs = new Map(
  dockerfile
    .slice(
      0,
      dockerfile.findIndex((instruction) => instruction.keyword === "FROM"),
    )
    .filter((instruction) => instruction.keyword === "ARG")
    .map((instruction) => instruction.args.split("=") as [string, string]),
);
const stages = dockerfile.reduce<{ image: string; steps: Instruction[] }[]>((all, step) => {
  if (step.keyword === "FROM") {
    const image = step.args.split(/\s+/)[0] ?? "";
    all.push({
      image: image.replace(/\$\{(\w+)\}/g, (_, name) => globalArgs.get(name) ?? ""),
      steps: [],
    });
  } else {
    all.at(-1)?.steps.push(step);
  }
  return all;
}, []);
const build = stages[0];
const runtime = stages.at(-1);
const runtimeSteps = runtime?.steps ?? [];
const stepArgs = (keyword: string) =>
  runtimeSteps.filter((step) => step.keyword === keyword).map((step) => step.args);

/** `.dockerignore` as Docker reads it: later patterns win, `!` re-includes, `**` any folders. */
const ignorePatterns = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
function sentToDocker(path: string): boolean {
  let ignored = false;
  for (const line of ignorePatterns) {
    const pattern = line.replace(/^!/, "").replace(/^\/+|\/+$/g, "");
    const body = pattern
      .split("**/")
      .map((part) =>
        part
          .split("*")
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join("[^/]*"),
      )
      .join("(?:.*/)?");
    if (new RegExp(`^${body}(?:/.*)?$`).test(path)) ignored = !line.startsWith("!");
  }
  return !ignored;
}

/** The runtime stage's COPYs from the build context: each source path and where it lands. */
const copies = stepArgs("COPY")
  .filter((args) => !args.startsWith("--from"))
  .flatMap((args) => {
    const parts = args.split(/\s+/);
    const destination = parts.pop() ?? "";
    return parts.map((source) => ({
      source: normalize(source),
      target: normalize(
        destination.endsWith("/") ? join(destination, basename(source)) : destination,
      ),
    }));
  });
/** Whether the image holds this repository file at the same path under its WORKDIR. */
const shipped = (file: string) =>
  sentToDocker(file) &&
  copies.some(
    ({ source, target }) => source === target && (file === source || file.startsWith(`${source}/`)),
  );

/** Every file a module imports with a relative path, itself included, transitively. */
function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [normalize(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path = ""] of read(file).matchAll(/(?:from|import\()\s*"(\.\.?\/[^"]+)"/g)) {
      pending.push(normalize(join(dirname(file), path)));
    }
  }
  return [...seen];
}

describe("Dockerfile", () => {
  it("builds in one stage and runs on the official Node 24 image in another", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime?.image).toMatch(/^node:24[-.]/);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines;
    expect(engines.node).toMatch(/>=24\.\d+\.\d+ <25/);
    const buildRuns = build?.steps.filter((step) => step.keyword === "RUN").map((s) => s.args);
    expect(buildRuns?.some((run) => /npm ci\b/.test(run) && !run.includes("--omit"))).toBe(true);
    expect(buildRuns?.some((run) => run.includes("npm run build"))).toBe(true);
    expect(stepArgs("COPY")).toContain("--from=build /app/build ./build");
  });

  it("installs the production dependencies only, and no package needs the install scripts it skips", () => {
    expect(stepArgs("RUN").some((run) => /npm ci --omit=dev --ignore-scripts\b/.test(run))).toBe(
      true,
    );
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { dev?: boolean; hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages).filter(([, entry]) => entry.hasInstallScript);
    // node: the image's own Node runs the site; vnu-jar: the HTML checker of the browser tests.
    for (const [path, entry] of withScripts) {
      expect(["node_modules/node", ...(entry.dev ? ["node_modules/vnu-jar"] : [])]).toContain(path);
    }
  });

  it("runs node server.ts in production as an unprivileged user, stopped by SIGTERM, with a health check", () => {
    expect(stepArgs("ENV").join(" ")).toMatch(/\bNODE_ENV=production\b/);
    expect(stepArgs("ENV").join(" ")).toMatch(/\bPORT=3000\b/);
    expect(stepArgs("EXPOSE")).toEqual(["3000"]);
    const user = stepArgs("USER").at(-1) ?? "root";
    expect(["root", "0"]).not.toContain(user.split(":")[0]);
    expect(stepArgs("STOPSIGNAL")).toEqual(["SIGTERM"]);
    expect(stepArgs("CMD")).toEqual(['["node", "server.ts"]']);
    const healthcheck = stepArgs("HEALTHCHECK").join(" ");
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/healthz/);
    expect(dockerfile.filter((step) => step.keyword === "ADD")).toEqual([]);
  });

  it("copies what the server reads at run time, each path present and sent to Docker", () => {
    for (const { source } of copies) {
      expect(existsSync(source), `${source} exists`).toBe(true);
      expect(sentToDocker(source), `${source} is not in .dockerignore`).toBe(true);
    }
    // package.json ("type": "module") for server.ts; migrations and seeds read from the working
    // directory at start; floor plans checked by units:import.
    for (const path of [
      "package.json",
      "server.ts",
      "db/migrations",
      "db/seeds",
      "public/documents",
    ]) {
      expect(shipped(path), `${path} is in the image`).toBe(true);
    }
    for (const kept of ["node_modules", "build", "data", ".git", "deploy/production.env"]) {
      expect(sentToDocker(kept), `${kept} stays out of the build context`).toBe(false);
    }
  });

  it("ships every operator command with every module it imports", () => {
    const scripts = Object.values(
      (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
    );
    const commands = scripts
      .map((script) => /^node (scripts\/[\w-]+\.ts)$/.exec(script)?.[1])
      .filter((file): file is string => file !== undefined)
      .filter((file) => read(file).includes('from "./support/operator-command.ts"'));
    expect(commands).toContain("scripts/leads-export.ts");
    for (const file of commands.flatMap(importClosure)) {
      expect(shipped(file), `${file} is in the image`).toBe(true);
    }
  });
});

/** The block under `key:` at this indentation, up to the next line indented as little. */
function section(text: string, key: string, indent = 0): string {
  const lines = text.split("\n");
  const pad = " ".repeat(indent);
  const start = lines.findIndex((line) => new RegExp(`^${pad}${key}:(\\s|$)`).test(line));
  if (start === -1) return "";
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /\S/.test(line) && !line.startsWith(`${pad} `));
  return [
    lines[start]?.slice(indent + key.length + 1) ?? "",
    ...rest.slice(0, end === -1 ? undefined : end),
  ].join("\n");
}
const items = (block: string) =>
  [...block.matchAll(/^\s*- +(.+)$/gm)].map(([, item = ""]) => item.replace(/^"|"$/g, ""));
const entries = (block: string) =>
  new Map(
    [...block.matchAll(/^ {4}([A-Z_]+): *(.*)$/gm)].map(([, key = "", value = ""]) => [key, value]),
  );

const compose = read("compose.yaml");
const services = section(compose, "services");
const site = section(compose, "x-site");
const siteEnvironment = entries(section(site, "environment", 2));
const envExample = new Map(
  [...read("deploy/production.env.example").matchAll(/^([A-Z_]+)=(.*)$/gm)].map(
    ([, key = "", value = ""]) => [key, value],
  ),
);
const nginx = section(services, "nginx", 2);
const nginxMounts = items(section(nginx, "volumes", 4)).map((mount) => {
  const [host = "", container = ""] = mount.replace(/\$\{\w+:-([^}]+)\}/, "$1").split(":");
  return { host, container };
});
const topVolumes = section(compose, "volumes");

describe("compose.yaml", () => {
  it("runs PostgreSQL, two instances of one image, and nginx", () => {
    for (const name of ["postgres", "site-1", "site-2", "nginx"]) {
      expect(section(services, name, 2), `service ${name}`).not.toBe("");
    }
    expect(compose).toMatch(/^x-site: &site$/m);
    for (const name of ["site-1", "site-2"]) {
      expect(section(services, name, 2).trim()).toBe("<<: *site");
    }
    expect(site).toMatch(/^ {2}build: \.$/m);
    expect(site).not.toMatch(/^ {2}ports:/m);
  });

  it("keeps PostgreSQL's data in a named volume, and starts the instances once it is healthy", () => {
    const postgres = section(services, "postgres", 2);
    expect(postgres).toMatch(/image: postgres:\d+/);
    const volume = /- ([\w-]+):\/var\/lib\/postgresql\/data$/m.exec(postgres)?.[1] ?? "";
    expect(topVolumes).toContain(`  ${volume}:`);
    expect(section(postgres, "healthcheck", 4)).toContain("pg_isready");
    const dependsOn = section(site, "depends_on", 2);
    expect(section(dependsOn, "postgres", 4)).toContain("condition: service_healthy");
  });

  it("gives both instances every setting production requires, and the result is valid", () => {
    for (const key of ["NODE_ENV", "PUBLIC_URL", "SECRET", "DATABASE_URL", "TRUST_PROXY"]) {
      expect(siteEnvironment.get(key) || envExample.has(key), `${key} is set`).toBeTruthy();
    }
    expect(site).toContain("env_file: deploy/production.env\n");
    const fromCompose = Object.fromEntries(
      [...siteEnvironment].map(([key, value]) => [
        key,
        value.replace(/^"|"$/g, "").replace(/\$\{(\w+):\?[^}]*\}/g, "example-$1"),
      ]),
    );
    const config = parseConfig({
      ...Object.fromEntries(envExample),
      SECRET: "a-secret-of-at-least-thirty-two-characters",
      ...fromCompose,
    });
    expect(config.nodeEnv).toBe("production");
    expect(config.databaseUrl).toBe("postgres://site:example-POSTGRES_PASSWORD@postgres:5432/site");
    expect(config.isHttps).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.metrics).toEqual({ port: 9464, host: "0.0.0.0" });
    expect(stepArgs("EXPOSE")).toEqual([String(config.port)]);
    // The metrics listener: exposed to the other containers, published nowhere.
    expect(items(section(site, "expose", 2))).toEqual([
      String(config.port),
      fromCompose.METRICS_PORT,
    ]);
    expect(items(section(site, "networks", 2))).toContain("backend");
    expect(section(section(compose, "networks"), "backend", 2)).toContain("internal: true");
  });

  it("gives an instance time for its grace period, drain and delivery hand-back before killing it", () => {
    const seconds = Number(/^ {2}stop_grace_period: (\d+)s$/m.exec(site)?.[1]);
    const grace = Number(envExample.get("SHUTDOWN_GRACE_MS") || 5000) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(grace + 10 + 3);
  });

  it("puts nginx in front with site.conf, every file it includes, TLS and a named cache volume", () => {
    const siteConf = read("deploy/nginx/site.conf");
    expect(nginxMounts).toContainEqual({
      host: "./deploy/nginx/site.conf",
      container: "/etc/nginx/site.conf",
    });
    for (const mount of nginxMounts.filter(({ host }) => host.startsWith("./"))) {
      expect(existsSync(mount.host), `${mount.host} exists`).toBe(true);
    }
    for (const { host, container } of nginxMounts.filter(({ host }) => host.endsWith(".conf"))) {
      for (const [, include = ""] of read(host).matchAll(/^\s*include (\S+);/gm)) {
        expect(
          nginxMounts.map((mount) => mount.container),
          `${host} includes ${include}`,
        ).toContain(join(dirname(container), include));
      }
    }
    const cacheFolder = /^proxy_cache_path (\S+)/m.exec(siteConf)?.[1] ?? "";
    expect(nginx).toContain('"-p", "/var/cache/nginx/"');
    const cacheMount = nginxMounts.find(
      (mount) => mount.container === `/var/cache/nginx/${cacheFolder}`,
    );
    expect(topVolumes).toContain(`  ${cacheMount?.host}:`);
    const certificates = dirname(
      /^ssl_certificate (\S+);/m.exec(read("deploy/nginx/tls.conf"))?.[1] ?? "",
    );
    expect(nginxMounts).toContainEqual({ host: "./deploy/tls", container: certificates });
    expect(existsSync("deploy/tls/README.md")).toBe(true);
    const origins = read("deploy/nginx/compose/site-origins.conf");
    for (const name of ["site-1", "site-2"])
      expect(origins).toContain(`server ${name}:3000 resolve;`);
  });

  it("keeps the deployment's secrets and certificates out of the repository", () => {
    for (const key of ["SECRET", "POSTGRES_PASSWORD", "LEAD_WEBHOOK_SECRET"]) {
      expect(envExample.get(key), `${key} has no value in the example`).toBe("");
    }
    for (const path of ["deploy/production.env", "deploy/tls/privkey.pem"]) {
      const ignored = spawnSync("git", ["check-ignore", "--quiet", "--no-index", path]).status;
      expect(ignored, `${path} is ignored by git`).toBe(0);
    }
  });
});

const engine = spawnSync("docker", ["info"], { stdio: "ignore" }).status === 0;

describe("the image", () => {
  it(
    "builds, and runs as an unprivileged user",
    (context) => {
      context.skip(
        !engine,
        "no Docker engine here (docker info failed): the image is built where one runs",
      );
      const tag = "residences-site:deploy-files-test";
      const built = spawnSync("docker", ["build", "--tag", tag, "."], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(built.status, built.stderr).toBe(0);
      try {
        const user = spawnSync("docker", ["run", "--rm", "--entrypoint", "id", tag, "-u"], {
          encoding: "utf8",
        });
        expect(user.stdout.trim()).not.toBe("0");
      } finally {
        spawnSync("docker", ["image", "rm", tag], { stdio: "ignore" });
      }
    },
    20 * 60_000,
  );
});
