import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findPersonalData } from "../support/log-privacy.ts";

/**
 * After every browser test has run: the logs of every server the run started must hold no
 * submitted email, phone or name, no token and no cookie. A finding fails the run.
 */
export default function checkLogPrivacy() {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error("E2E_DATA_ROOT is not set: the server logs cannot be found");
  const logs = readdirSync(root).filter((name) => name.endsWith(".log"));
  if (logs.length === 0) throw new Error(`no server logs in ${root}`);
  const findings = logs.flatMap((name) =>
    findPersonalData(name, readFileSync(join(root, name), "utf8")),
  );
  if (findings.length > 0) {
    const lines = findings.slice(0, 20).map(({ file, line, what }) => `  ${file}:${line}: ${what}`);
    throw new Error(`server logs hold personal data or secrets:\n${lines.join("\n")}`);
  }
}
