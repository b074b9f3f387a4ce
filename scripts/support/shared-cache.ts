/**
 * The shared cache of deploy/nginx/site.conf, started for a local run (`npm run cache`, the
 * browser tests, `npm run bench`): nginx in the foreground with everything that differs per
 * machine (the instances, the listen address, pid, temp and cache folders) in a temp folder,
 * which goes when nginx exits. When started by root, nginx's worker runs as an unprivileged
 * user: the folder is readable by all, and nginx hands the folders it creates to that user.
 */
import { type ChildProcess, type StdioOptions, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SITE_CONF = fileURLToPath(new URL("../../deploy/nginx/site.conf", import.meta.url));

export const NGINX_MISSING = "nginx is not installed: apt-get install nginx-light";

export interface SharedCacheOptions {
  /** Listens on 127.0.0.1 at this port. */
  port: number;
  /** The site's instances, `host:port` each. */
  origins: readonly string[];
  /** nginx's worker processes; one unless given, as many as the one Node process behind it. */
  workers?: number;
  stdio?: StdioOptions;
}

export interface SharedCache {
  process: ChildProcess;
  /** Lets requests in flight finish, then stops nginx (its graceful stop, SIGQUIT). */
  stop(): void;
}

export function nginxInstalled(): boolean {
  return !spawnSync("nginx", ["-v"], { stdio: "ignore" }).error;
}

/** `host:port,host:port` as ORIGINS spells it; throws on anything else. */
export function parseOrigins(list: string): string[] {
  const origins = list
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) throw new Error("no origins given: ORIGINS=host:port[,host:port]");
  for (const origin of origins) {
    const port = Number(/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d+)$/.exec(origin)?.[1]);
    if (!(port >= 1 && port <= 65535)) throw new Error(`origin "${origin}" is not host:port`);
  }
  return origins;
}

/** Writes nginx.conf and the two files site.conf includes into root; returns nginx.conf. */
export function writeSharedCacheConfig(root: string, options: SharedCacheOptions): string {
  writeFileSync(
    join(root, "site-origins.conf"),
    options.origins.map((o) => `server ${o};\n`).join(""),
  );
  writeFileSync(join(root, "site-listen.conf"), `listen 127.0.0.1:${options.port};\n`);
  const temp = (kind: string) => `${kind}_temp_path ${kind}-temp;`;
  const config = join(root, "nginx.conf");
  writeFileSync(
    config,
    `# A local run of ${SITE_CONF}; relative paths are in this folder.
daemon off;
worker_processes ${options.workers ?? 1};
worker_shutdown_timeout 10s;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${SITE_CONF};
}
`,
  );
  return config;
}

export function startSharedCache(options: SharedCacheOptions): SharedCache {
  if (!nginxInstalled()) throw new Error(NGINX_MISSING);
  const root = mkdtempSync(join(tmpdir(), "shared-cache-"));
  chmodSync(root, 0o755);
  const config = writeSharedCacheConfig(root, options);
  // -e: the log of nginx's own start goes to stderr too, not to a file it cannot open.
  const child = spawn("nginx", ["-p", root, "-c", config, "-e", "stderr"], {
    stdio: options.stdio ?? "inherit",
  });
  child.on("exit", () => rmSync(root, { recursive: true, force: true }));
  return { process: child, stop: () => child.kill("SIGQUIT") };
}
