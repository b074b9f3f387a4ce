/**
 * `npm run cache`: the shared cache (deploy/nginx/site.conf) on 127.0.0.1:CACHE_PORT in front of
 * the site's instances at ORIGINS (`host:port`, comma-separated), as the CDN stands in front of
 * them in production. `--port` and `--origins` override the two. nginx runs in the foreground,
 * its error log on stderr and no access log; SIGTERM or Ctrl-C stops it, and this process ends
 * when nginx does. Needs `apt-get install nginx-light`.
 */
import { parseArgs } from "node:util";
import {
  NGINX_MISSING,
  nginxInstalled,
  parseOrigins,
  startSharedCache,
} from "./support/shared-cache.ts";

function fail(message: string): never {
  process.stderr.write(`shared-cache: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { port: { type: "string" }, origins: { type: "string" } },
});
const portText = values.port ?? process.env.CACHE_PORT ?? "8080";
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`"${portText}" is not a port`);
let origins: string[] = [];
try {
  origins = parseOrigins(values.origins ?? process.env.ORIGINS ?? "127.0.0.1:3000");
} catch (error) {
  fail((error as Error).message);
}
if (!nginxInstalled()) fail(NGINX_MISSING);

// Listening before nginx starts: a signal during its start stops it instead of ending this
// process without removing nginx's temp folder.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopping = true;
    cache.stop();
  });
}
const cache = startSharedCache({ port, origins });
cache.process.on("exit", (code, signal) => {
  if (!stopping) process.stderr.write(`shared-cache: nginx exited (${signal ?? code})\n`);
  process.exit(stopping ? 0 : (code ?? 1));
});
process.stdout.write(`starting the shared cache on 127.0.0.1:${port} for ${origins.join(", ")}\n`);
