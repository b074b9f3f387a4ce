/**
 * SQL is written once with PostgreSQL's numbered placeholders (`$1`, `$2`, …). SQLite accepts
 * `?NNN`, so the SQLite backend rewrites them here. Quoted strings (`'…'`), quoted identifiers
 * (`"…"`) and comments are copied unchanged, so a `$1` inside a literal stays a literal.
 */

export interface RewrittenSql {
  sql: string;
  /** The highest placeholder number used (0 when there are none). */
  maxIndex: number;
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;

export function rewritePlaceholders(sql: string): RewrittenSql {
  let out = "";
  let maxIndex = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    let end = i + 1;
    if (ch === "'" || ch === '"') {
      end = skipQuoted(sql, i, ch);
    } else if (ch === "-" && next === "-") {
      const newline = sql.indexOf("\n", i);
      end = newline === -1 ? sql.length : newline + 1;
    } else if (ch === "/" && next === "*") {
      const close = sql.indexOf("*/", i + 2);
      end = close === -1 ? sql.length : close + 2;
    } else if (ch === "$" && !IDENTIFIER_CHAR.test(sql[i - 1] ?? " ")) {
      const digits = /^\d+/.exec(sql.slice(i + 1))?.[0];
      if (digits !== undefined) {
        const index = Number(digits);
        if (index < 1) {
          throw new Error(`Invalid SQL placeholder $${digits}: numbering starts at $1`);
        }
        maxIndex = Math.max(maxIndex, index);
        out += `?${index}`;
        i += 1 + digits.length;
        continue;
      }
    }
    out += sql.slice(i, end);
    i = end;
  }
  return { sql: out, maxIndex };
}

/** Returns the index just past the closing quote; a doubled quote (`''`) is an escaped quote. */
function skipQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return sql.length;
}

export type SqlValue = string | number | bigint | null;

/**
 * Converts parameter values to what both drivers store the same way: booleans become 1/0
 * (PostgreSQL also accepts '1'/'0' for a boolean parameter), Dates become ISO-8601 strings.
 * Anything else (undefined, objects, arrays) is rejected rather than silently coerced.
 */
export function normaliseParams(params: readonly unknown[] = []): SqlValue[] {
  return params.map((value, index) => {
    switch (typeof value) {
      case "string":
      case "number":
      case "bigint":
        return value;
      case "boolean":
        return value ? 1 : 0;
      default:
        if (value === null) return null;
        if (value instanceof Date) {
          if (Number.isNaN(value.getTime())) {
            throw new TypeError(`SQL parameter $${index + 1} is an invalid Date`);
          }
          return value.toISOString();
        }
        throw new TypeError(
          `SQL parameter $${index + 1} has unsupported type ${value === undefined ? "undefined" : typeof value}; use string, number, bigint, boolean, null or Date`,
        );
    }
  });
}

/** Integers come back as numbers when they are exactly representable, otherwise as bigint. */
export function normaliseInteger(value: bigint): number | bigint {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
}
