/**
 * `npm run bench`: load-tests the production server on loopback with wrk (Debian's `wrk`), as
 * visitors meet it: public pages through the shared cache that stands in for the CDN
 * (deploy/nginx/site.conf, started as `npm run cache` starts it), against nginx serving the
 * same bytes as a static file, their ceiling; every page rendered per request by the server
 * itself, as on each of the cache's misses; and the API. Reports requests per second and p99
 * latency for each target against issue 9's goals, and writes the table into
 * docs/performance.md. Needs `npm run build` first, and `apt-get install wrk nginx-light`. Each
 * target is measured in BENCH_ROUNDS rounds (default 3) of BENCH_DURATION (default 5s),
 * alternating with its nginx ceiling, and the median round is reported: on a shared machine
 * one run can be a third off the next.
 *
 * The server is one Node process, so its numbers are per core; each nginx runs one worker to
 * match. wrk runs one thread with 10 connections, on the machine's other core. wrk sends no
 * cookie and no Accept-Encoding: pages are answered uncompressed, as the static file is. One
 * target repeats a page through the cache as a returning browser asks for it (its cookie,
 * gzip), which is reported.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replaceSection } from "./performance-report.ts";
import { startProductionServer, waitUntilReady } from "./production-server.ts";
import { NGINX_MISSING, nginxInstalled, startSharedCache } from "./support/shared-cache.ts";

const SERVER_PORT = 3900;
const NGINX_PORT = 3901;
const CACHE_PORT = 3902;
const BARE_NODE_PORT = 3903;
const SITE_TOKEN = "gcr-site-2026";
const CONNECTIONS = 10;
const DURATION = process.env.BENCH_DURATION ?? "5s";
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARM_UP = "2s";
const REPORT = "docs/performance.md";

type Kind = "cached" | "per-request" | "reported";

interface Target {
  name: string;
  kind: Kind;
  url: string;
  /** A wrk Lua script for anything but a plain GET. */
  lua?: string;
  /** For a page through the cache: nginx's address for the same bytes as a static file. */
  ceilingUrl?: string;
  /** The status every answer must have, when it is not a success (the not-found page). */
  status?: number;
}

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

interface Result extends Measurement {
  target: Target;
  ceiling?: Measurement;
}

/** Public pages, each with its file on the static nginx that serves the same bytes. */
const PUBLIC_PAGES = [
  { path: "/", file: "home.html" },
  { path: "/overview", file: "overview.html" },
  { path: "/gallery", file: "gallery.html" },
  { path: "/availability", file: "availability.html" },
  { path: "/press?category=market", file: "press-market.html" },
  { path: "/press/ocean-house-tops-out", file: "press-article.html" },
];

function requireTool(name: string, install: string) {
  try {
    execFileSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" });
  } catch {
    throw new Error(`${name} is not installed: ${install}`);
  }
}

/** nginx serving the given files as they are: the ceiling for the same bytes. */
function startNginx(files: Record<string, string>): { process: ChildProcess; root: string } {
  // nginx's worker runs as an unprivileged user when started by root: the pages must be readable.
  const root = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  chmodSync(root, 0o755);
  mkdirSync(join(root, "html"));
  for (const [name, html] of Object.entries(files)) writeFileSync(join(root, "html", name), html);
  const temp = (name: string) => `${name}_temp_path ${join(root, name)};`;
  writeFileSync(
    join(root, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${join(root, "nginx.pid")};
error_log ${join(root, "error.log")} error;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    # As the shared cache sends its hits (deploy/nginx/site.conf), so the ceiling is like for like.
    sendfile on;
    tcp_nopush on;
    open_file_cache max=10000 inactive=60s;
    location / { root ${join(root, "html")}; default_type text/html; }
  }
}
`,
  );
  const child = spawn("nginx", ["-c", join(root, "nginx.conf"), "-p", root], { stdio: "inherit" });
  return { process: child, root };
}

/**
 * Node's own HTTP server answering with the same bytes from memory: no framework, no tokens,
 * no headers beyond the type. What this machine's Node can do at best, for scale.
 */
function startBareNode(file: string): ChildProcess {
  const code = `const body = require("node:fs").readFileSync(${JSON.stringify(file)});
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(${BARE_NODE_PORT}, "127.0.0.1");`;
  return spawn(process.execPath, ["-e", code], { stdio: "inherit" });
}

/** A first visitor's CSRF cookie and token, as a page fetches them, for the POST calls. */
async function visitorCredentials(base: string) {
  const response = await fetch(`${base}/api/csrf-token/${SITE_TOKEN}`);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { token } = (await response.json()) as { token?: unknown };
  if (!cookie || typeof token !== "string") throw new Error("csrf-token gave no cookie or token");
  return { cookie, token };
}

/** A public page's bytes through the cache, once it is kept there. */
async function cachedPage(url: string): Promise<string> {
  const body = await (await fetch(url)).text();
  const again = await fetch(url);
  const status = again.headers.get("x-cache-status");
  if (status !== "HIT") throw new Error(`${url} is not kept by the shared cache (${status})`);
  await again.body?.cancel();
  return body;
}

function postScript(credentials: { cookie: string; token: string }, body: string, type: string) {
  return `wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "${type}"
wrk.headers["Cookie"] = "${credentials.cookie}"
wrk.headers["X-CSRF-Token"] = "${credentials.token}"
`;
}

/** Each inquiry is new: its own email and submission id, so every request stores a lead. */
function inquiryScript(credentials: { cookie: string; token: string }) {
  return `${postScript(credentials, "", "application/json")}
local counter = 0
request = function()
  counter = counter + 1
  local id = string.format("bench%08d-%d", counter, math.random(1, 1000000000))
  local body = '{"fname":"Bench","lname":"Mark","email":"' .. id .. '@bench.invalid",'
    .. '"phone_country_code_text":"KY","phone":"3455550100","zip":"KY1-1201",'
    .. '"country":"Cayman Islands","broker":"No","consent":true,"website":"",'
    .. '"page_path":"/contact","fill_ms":45000,"submission_id":"' .. id .. '"}'
  return wrk.format(nil, nil, nil, body)
end
`;
}

function runWrk(
  url: string,
  lua: string | undefined,
  scriptDir: string,
  duration = DURATION,
): Measurement {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${duration}`, "--latency"];
  if (lua) {
    const file = join(scriptDir, "target.lua");
    writeFileSync(file, lua);
    args.push("-s", file);
  }
  const output = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99Ms = p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : Number.NaN;
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { requestsPerSecond, p99Ms, errors };
}

/** The round with the median throughput, with its own p99. */
function median(rounds: Measurement[]): Measurement {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as Measurement;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Issue 9's goal for a target, with whether its result meets it. */
function goal(result: Result): { text: string; met: boolean } {
  switch (result.target.kind) {
    case "cached": {
      const ceiling = result.ceiling?.requestsPerSecond ?? Number.POSITIVE_INFINITY;
      return {
        text: `≥ 0.8 × nginx (${Math.round(0.8 * ceiling).toLocaleString("en-US")}/s)`,
        met: result.requestsPerSecond >= 0.8 * ceiling,
      };
    }
    case "per-request":
      return {
        text: "≥ 400/s, p99 ≤ 50 ms",
        met: result.requestsPerSecond >= 400 && result.p99Ms <= 50,
      };

    default:
      return { text: "reported", met: true };
  }
}

const perSecond = (m: Measurement) => Math.round(m.requestsPerSecond).toLocaleString("en-US");

function table(results: Result[]): string {
  const rows = results.map((r) => {
    const target = goal(r);
    const verdict = r.errors > 0 ? `✗ (${r.errors} errors)` : target.met ? "✓" : "✗";
    const nginx = r.ceiling ? `${perSecond(r.ceiling)} (p99 ${r.ceiling.p99Ms.toFixed(1)} ms)` : "";
    return `| ${r.target.name} | ${perSecond(r)} | ${r.p99Ms.toFixed(1)} ms | ${nginx} | ${target.text} | ${verdict} |`;
  });
  const cpu = readFileSync("/proc/cpuinfo", "utf8").match(/model name\s*:\s*(.+)/)?.[1] ?? "?";
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.trim()}: one Node process (SQLite) behind the shared cache (deploy/nginx/site.conf, one worker), nginx with one worker serving the same bytes as static files, wrk with one thread and ${CONNECTIONS} connections, all on loopback. Each row is the median of ${ROUNDS} runs of ${DURATION}, a cached page's runs alternating with nginx's on the same bytes. \`npm run bench\` writes this section.`,
    "",
    "| Target | Requests/s | p99 | nginx, same bytes as a file | Goal | Met |",
    "|---|---:|---:|---:|---|---|",
    ...rows,
  ].join("\n");
}

async function main() {
  requireTool("wrk", "apt-get install wrk");
  if (!nginxInstalled()) throw new Error(NGINX_MISSING);
  if (!existsSync("build/server/index.js")) throw new Error("run `npm run build` first");
  const work = mkdtempSync(join(tmpdir(), "bench-"));
  const server = startProductionServer({
    port: SERVER_PORT,
    dataDir: join(work, "data"),
    // The benchmark is one client sending thousands of inquiries a second.
    env: { CONTACT_RATE_LIMIT: "100000" },
  });
  const base = `http://localhost:${SERVER_PORT}`;
  const cache = startSharedCache({
    port: CACHE_PORT,
    origins: [`127.0.0.1:${SERVER_PORT}`],
    workers: 1,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const cached = `http://127.0.0.1:${CACHE_PORT}`;
  let nginx: { process: ChildProcess; root: string } | null = null;
  let bareNode: ChildProcess | null = null;
  try {
    await waitUntilReady(`${base}/readyz`, server);
    await waitUntilReady(`${cached}/healthz`, cache.process);
    const pages: Record<string, string> = {};
    for (const { path, file } of PUBLIC_PAGES) pages[file] = await cachedPage(`${cached}${path}`);
    nginx = startNginx(pages);
    const ceiling = `http://127.0.0.1:${NGINX_PORT}`;
    await waitUntilReady(`${ceiling}/home.html`, nginx.process);
    bareNode = startBareNode(join(nginx.root, "html", "overview.html"));
    await waitUntilReady(`http://127.0.0.1:${BARE_NODE_PORT}/`, bareNode);
    const credentials = await visitorCredentials(base);
    const api = (call: string) => `${base}/api/${call}/${SITE_TOKEN}`;
    const form = "application/x-www-form-urlencoded";
    const targets: Target[] = [
      ...PUBLIC_PAGES.map(({ path, file }) => ({
        name: `${path} through the shared cache`,
        kind: "cached" as const,
        url: `${cached}${path}`,
        ceilingUrl: `${ceiling}/${file}`,
      })),
      ...PUBLIC_PAGES.map(({ path }) => ({
        name: `${path} rendered per request`,
        kind: "per-request" as const,
        url: `${base}${path}`,
      })),
      {
        name: "/no-such-page, Page Not Found, rendered per request",
        kind: "per-request",
        url: `${base}/no-such-page`,
        status: 404,
      },
      { name: "GET units", kind: "reported", url: api("units") },
      {
        name: "POST press-articles",
        kind: "reported",
        url: api("press-articles"),
        lua: postScript(credentials, "page=1&category=news", form),
      },
      {
        name: "POST press-article",
        kind: "reported",
        url: api("press-article"),
        lua: postScript(credentials, "article=ocean-house-tops-out", form),
      },
      {
        name: "POST meta",
        kind: "reported",
        url: api("meta"),
        lua: postScript(credentials, "path=overview", form),
      },
      {
        name: "Node's bare http server, /overview's HTML from memory (for scale)",
        kind: "reported",
        url: `http://127.0.0.1:${BARE_NODE_PORT}/`,
      },
      {
        name: "/overview through the shared cache for a returning browser (its cookie, gzip)",
        kind: "reported",
        url: `${cached}/overview`,
        lua: `wrk.headers["Cookie"] = "${credentials.cookie}"
wrk.headers["Accept-Encoding"] = "gzip, deflate, br, zstd"
`,
      },
      {
        name: "POST register-contact (stores a lead)",
        kind: "reported",
        url: api("register-contact"),
        lua: inquiryScript(credentials),
      },
    ];
    const results: Result[] = [];
    for (const target of targets) {
      if (target.status) {
        // Once: the connection kept from the first fetches may have timed out by now.
        const answer = await fetch(target.url).catch(() => fetch(target.url));
        if (answer.status !== target.status) {
          throw new Error(`${target.url} answered ${answer.status}, not ${target.status}`);
        }
      }
      // A short unrecorded run first, so that both servers are measured warm.
      runWrk(target.url, target.lua, work, WARM_UP);
      if (target.ceilingUrl) runWrk(target.ceilingUrl, undefined, work, WARM_UP);
      const ceilings: Measurement[] = [];
      const rounds: Measurement[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (target.ceilingUrl) ceilings.push(runWrk(target.ceilingUrl, undefined, work));
        rounds.push(runWrk(target.url, target.lua, work));
      }
      const ceilingResult = ceilings.length > 0 ? median(ceilings) : undefined;
      const measured = { ...median(rounds), errors: sum(rounds.map((r) => r.errors)) };
      // Every answer of the not-found page is a 404 by design, checked above.
      if (target.status) measured.errors = 0;
      const result: Result = { target, ...measured, ceiling: ceilingResult };
      results.push(result);
      process.stdout.write(
        `${target.name}: ${perSecond(result)}/s, p99 ${result.p99Ms.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ""}${ceilingResult ? ` (nginx ${perSecond(ceilingResult)}/s)` : ""}\n`,
      );
    }
    const report = table(results);
    writeFileSync(
      REPORT,
      replaceSection(existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "", "bench", report),
    );
    process.stdout.write(`\n${report}\n\nWritten to ${REPORT}.\n`);
  } finally {
    cache.stop();
    nginx?.process.kill();
    bareNode?.kill();
    server.kill();
    rmSync(work, { recursive: true, force: true });
    if (nginx) rmSync(nginx.root, { recursive: true, force: true });
  }
}

await main();
