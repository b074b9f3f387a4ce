import { join, resolve } from "node:path";

export type DatabaseTarget =
  | { kind: "sqlite"; filename: string }
  | { kind: "postgres"; connectionString: string };

const ACCEPTED_FORMS =
  "unset (SQLite at <DATA_DIR>/site.db), file:<path> or sqlite:<path> (SQLite), " +
  "postgres://… or postgresql://… (PostgreSQL)";

/**
 * Decides which backend a DATABASE_URL selects. Relative SQLite paths are resolved against the
 * working directory. Error messages name only the scheme, never the rest of the URL.
 */
export function resolveDatabaseTarget(
  databaseUrl: string | undefined,
  dataDir: string,
): DatabaseTarget {
  const url = databaseUrl?.trim() ?? "";
  if (url === "") return { kind: "sqlite", filename: join(resolve(dataDir), "site.db") };

  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme === "postgres" || scheme === "postgresql") {
    return { kind: "postgres", connectionString: url };
  }
  if (scheme === "file" || scheme === "sqlite") {
    let path = url.slice(scheme.length + 1).replace(/\?.*$/, "");
    // file:///abs/path and sqlite:///abs/path carry an empty host; drop the "//".
    if (path.startsWith("//")) path = path.slice(2);
    if (path === "") {
      throw new Error(`DATABASE_URL ${scheme}: needs a file path, e.g. file:./data/site.db`);
    }
    return { kind: "sqlite", filename: path === ":memory:" ? path : resolve(path) };
  }
  const named = scheme === undefined ? "has no scheme" : `has unsupported scheme "${scheme}:"`;
  throw new Error(`DATABASE_URL ${named}; accepted forms: ${ACCEPTED_FORMS}`);
}

/** Removes the password of a connection URL (and any literal copy of it) from a message. */
export function redactSecrets(message: string, databaseUrl?: string): string {
  let result = message.replace(/([A-Za-z][A-Za-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/g, "$1***@");
  const password = passwordOf(databaseUrl);
  if (password) {
    result = result.split(password).join("***");
    const decoded = safeDecode(password);
    if (decoded !== password && decoded) result = result.split(decoded).join("***");
  }
  return result;
}

function passwordOf(databaseUrl: string | undefined): string | undefined {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^:/@\s]*:([^@\s]*)@/.exec(databaseUrl ?? "");
  return match?.[1];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
