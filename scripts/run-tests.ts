/**
 * `npm test`: lint, type check, unit tests, build (with its budget check) and browser tests, in
 * that order, each with its output as it comes. It stops at the first stage that fails, with
 * that stage's exit code, and ends by printing how long each stage took; the same line is
 * appended to test-timings.log (not committed), so runs can be compared (issue 28).
 */
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { constants } from "node:os";

export interface StageTime {
  name: string;
  seconds?: number;
  /** Set for the stage that failed. */
  exitCode?: number;
}

/** The npm script each stage runs: `npm run test:e2e` is the last two. */
const stages = [
  { name: "lint", script: "lint" },
  { name: "typecheck", script: "typecheck" },
  { name: "unit", script: "test:unit" },
  { name: "build", script: "build" },
  { name: "browser", script: "test:browser" },
];

/** The stage times as a small table, with the total and, when one failed, which. */
export function timingTable(times: readonly StageTime[]): string {
  const width = Math.max(...times.map((time) => time.name.length), "total".length);
  const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
  const lines = times.map(({ name, seconds: taken, exitCode }) => {
    const cell = taken === undefined ? "  not run" : seconds(taken);
    const failed = exitCode === undefined ? "" : `  failed (exit ${exitCode})`;
    return `  ${name.padEnd(width)} ${cell}${failed}`;
  });
  const total = times.reduce((sum, time) => sum + (time.seconds ?? 0), 0);
  return ["npm test, time per stage:", ...lines, `  ${"total".padEnd(width)} ${seconds(total)}`]
    .join("\n")
    .concat("\n");
}

/** One line for test-timings.log. */
export const timingLine = (times: readonly StageTime[], at: Date) =>
  `${at.toISOString()} ${times
    .map(({ name, seconds, exitCode }) =>
      seconds === undefined
        ? `${name}=-`
        : `${name}=${seconds.toFixed(1)}s${exitCode === undefined ? "" : `(exit ${exitCode})`}`,
    )
    .join(" ")}\n`;

/** Runs one npm script with this terminal, resolving to its exit code. */
function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: "inherit" });
    // A runner stopped from outside (a CI timeout) stops the stage it is running; Ctrl-C
    // reaches both through the terminal, and the stage's own exit ends the run.
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", stop).on("SIGTERM", stop);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", stop).off("SIGTERM", stop);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

if (import.meta.main) {
  const times: StageTime[] = stages.map(({ name }) => ({ name }));
  let exitCode = 0;
  for (const [index, stage] of stages.entries()) {
    const time = times[index] as StageTime;
    const started = performance.now();
    const code = await run(stage.script);
    time.seconds = (performance.now() - started) / 1000;
    if (code !== 0) {
      time.exitCode = exitCode = code;
      break;
    }
  }
  process.stdout.write(`\n${timingTable(times)}`);
  appendFileSync("test-timings.log", timingLine(times, new Date()));
  process.exitCode = exitCode;
}
