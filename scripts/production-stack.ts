/**
 * `npm run stack`: compose.yaml's production shape on this machine, without containers:
 * PostgreSQL, two instances of the built site sharing it, and nginx in front as the shared cache
 * (scripts/support/production-stack.ts). Prints the address, then every process's log named by
 * it; Ctrl-C or SIGTERM stops the instances gracefully, then nginx, then PostgreSQL, and removes
 * their temp folders. Run `npm run build` first; needs nginx and PostgreSQL's binaries
 * (`apt-get install nginx-light postgresql`).
 *
 * Environment: STACK_PORT (nginx, default 8080), STACK_INSTANCE_PORTS (default 3001,3002),
 * STACK_METRICS_PORTS (each instance's METRICS_PORT, default 9464,9465), DATABASE_URL (an existing
 * PostgreSQL: the stack works in a fresh schema there and drops it at the end; unset, a private
 * cluster in a temp folder, PG_BIN naming the folder of initdb and postgres if they are not
 * Debian's), and any site setting for both instances (LEAD_WEBHOOK_URL, SMTP_URL, LOG_LEVEL, …).
 */
import { type ProductionStack, startProductionStack } from "./support/production-stack.ts";

function fail(message: string): never {
  process.stderr.write(`stack: ${message}\n`);
  process.exit(1);
}

function ports(name: string, fallback: string, count: number): number[] {
  const text = process.env[name] || fallback;
  const list = text.split(",").map((port) => Number(port.trim()));
  if (
    list.length !== count ||
    !list.every((port) => Number.isInteger(port) && port > 0 && port < 65536)
  ) {
    fail(
      `${name}="${text}": expected ${count === 1 ? "a port" : `${count} ports, comma-separated`}`,
    );
  }
  return list;
}

const [port = 8080] = ports("STACK_PORT", "8080", 1);
const [first = 3001, second = 3002] = ports("STACK_INSTANCE_PORTS", "3001,3002", 2);
const [firstMetrics = 9464, secondMetrics = 9465] = ports("STACK_METRICS_PORTS", "9464,9465", 2);

let stopping = false;
const starting: Promise<ProductionStack> = startProductionStack({
  port,
  instancePorts: [first, second],
  metricsPorts: [firstMetrics, secondMetrics],
  databaseUrl: process.env.DATABASE_URL || undefined,
  echo: true,
  onUnexpectedExit: (name) => {
    process.stderr.write(`stack: ${name} exited; stopping the rest\n`);
    void stop(1);
  },
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

// A signal while the stack starts stops it once it has started, so nothing is left behind.
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.stdout.write("stack: stopping the instances, then nginx, then PostgreSQL\n");
  await (await starting).stop();
  process.exit(code);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(0));

const stack = await starting;
if (!stopping) {
  const sites = stack.instances.map((instance) => instance.url).join(" and ");
  process.stdout.write(
    `stack: the site is at ${stack.url} (nginx, in front of ${sites}); Ctrl-C stops it\n`,
  );
}
