import { createAdapterFactory } from "better-auth/adapters";
import type { Queryable, Row } from "../storage/storage.server.ts";

/**
 * better-auth's database adapter over the site's own Storage, so staff sign-in uses the same
 * database, connection and SQLite lock as everything else (SQLite by default, PostgreSQL when
 * DATABASE_URL names one) and its tables come from db/migrations, never from better-auth's CLI.
 * better-auth names the tables and columns (staff-auth.server.ts maps them to snake_case); this
 * file only turns its operations into the portable SQL the rest of the site writes.
 */

/** The only tables better-auth may touch (0005_staff_access.sql). */
const TABLES = new Set([
  "staff_users",
  "staff_sessions",
  "staff_accounts",
  "staff_verifications",
  "staff_passkeys",
]);

interface Clause {
  field: string;
  value: unknown;
  operator: string;
  connector: "AND" | "OR";
  mode?: "sensitive" | "insensitive";
}

export function storageAdapter(storage: Queryable) {
  return createAdapterFactory({
    config: {
      adapterId: "site-storage",
      adapterName: "Site storage",
      usePlural: false,
      // Stored as the rest of the schema stores them: ISO-8601 text and 0/1.
      supportsDates: false,
      supportsBooleans: false,
      supportsJSON: false,
      supportsArrays: false,
      supportsNumericIds: false,
      // Sequential: on SQLite a transaction holds the database, and better-auth may reach the
      // adapter outside the transaction's handle while one is open.
      transaction: false,
    },
    adapter: () => ({
      async create({ model, data }) {
        const columns = Object.keys(data).map(column);
        const values = Object.values(data);
        const placeholders = values.map((_, index) => `$${index + 1}`);
        const [row] = await storage.query(
          `INSERT INTO ${table(model)} (${columns.join(", ")}) VALUES (${placeholders.join(", ")}) RETURNING *`,
          values,
        );
        return row as typeof data;
      },
      async update({ model, where, update }) {
        const [row] = await storage.query(...updateSql(model, where, update as Row, "RETURNING *"));
        return (row ?? null) as never;
      },
      async updateMany({ model, where, update }) {
        const { rowCount } = await storage.execute(...updateSql(model, where, update, ""));
        return rowCount;
      },
      async findOne({ model, where }) {
        const params: unknown[] = [];
        const [row] = await storage.query(
          `SELECT * FROM ${table(model)}${whereSql(where, params)} LIMIT 1`,
          params,
        );
        return (row ?? null) as never;
      },
      async findMany({ model, where, limit, sortBy, offset }) {
        const params: unknown[] = [];
        const order = sortBy
          ? ` ORDER BY ${column(snakeCase(sortBy.field))} ${sortBy.direction === "desc" ? "DESC" : "ASC"}`
          : "";
        params.push(limit, offset ?? 0);
        const rows = await storage.query(
          `SELECT * FROM ${table(model)}${whereSql(where ?? [], params)}${order} LIMIT $1 OFFSET $2`,
          params,
        );
        return rows as never[];
      },
      async count({ model, where }) {
        const params: unknown[] = [];
        const [row] = await storage.query<{ count: unknown }>(
          `SELECT COUNT(*) AS count FROM ${table(model)}${whereSql(where ?? [], params)}`,
          params,
        );
        return Number(row?.count ?? 0);
      },
      async delete({ model, where }) {
        const params: unknown[] = [];
        await storage.execute(`DELETE FROM ${table(model)}${whereSql(where, params)}`, params);
      },
      async deleteMany({ model, where }) {
        const params: unknown[] = [];
        const { rowCount } = await storage.execute(
          `DELETE FROM ${table(model)}${whereSql(where, params)}`,
          params,
        );
        return rowCount;
      },
      // One statement, so a sign-in link is used once even when two requests race for it.
      async consumeOne({ model, where }) {
        const params: unknown[] = [];
        const name = table(model);
        const [row] = await storage.query(
          `DELETE FROM ${name} WHERE id IN (SELECT id FROM ${name}${whereSql(where, params)} LIMIT 1) RETURNING *`,
          params,
        );
        return (row ?? null) as never;
      },
    }),
  });
}

function updateSql(
  model: string,
  where: readonly Clause[],
  update: Row,
  returning: string,
): [string, unknown[]] {
  const params: unknown[] = [];
  const assignments = Object.entries(update).map(([field, value]) => {
    params.push(value);
    return `${column(field)} = $${params.length}`;
  });
  const sql = `UPDATE ${table(model)} SET ${assignments.join(", ")}${whereSql(where, params)} ${returning}`;
  return [sql.trim(), params];
}

/**
 * better-auth's where list: the AND clauses all hold, and when there are OR clauses, one of
 * them does (as its own Kysely adapter reads the list). Parameters are appended to params.
 */
export function whereSql(where: readonly Clause[], params: unknown[]): string {
  if (where.length === 0) return "";
  const and = where.filter((clause) => clause.connector !== "OR").map((c) => condition(c, params));
  const or = where.filter((clause) => clause.connector === "OR").map((c) => condition(c, params));
  const parts = [...and, ...(or.length > 0 ? [`(${or.join(" OR ")})`] : [])];
  return ` WHERE ${parts.join(" AND ")}`;
}

function condition(clause: Clause, params: unknown[]): string {
  const insensitive = clause.mode === "insensitive";
  const name = insensitive ? `LOWER(${column(clause.field)})` : column(clause.field);
  const bind = (value: unknown) => {
    params.push(insensitive && typeof value === "string" ? value.toLowerCase() : value);
    return `$${params.length}`;
  };
  const { operator, value } = clause;
  switch (operator) {
    case "in":
    case "not_in": {
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 0) return operator === "in" ? "1 = 0" : "1 = 1";
      const not = operator === "not_in" ? "NOT " : "";
      return `${name} ${not}IN (${list.map(bind).join(", ")})`;
    }
    case "contains":
      return `${name} LIKE ${bind(`%${escapeLike(String(value))}%`)} ESCAPE '\\'`;
    case "starts_with":
      return `${name} LIKE ${bind(`${escapeLike(String(value))}%`)} ESCAPE '\\'`;
    case "ends_with":
      return `${name} LIKE ${bind(`%${escapeLike(String(value))}`)} ESCAPE '\\'`;
    case "ne":
      return value === null ? `${name} IS NOT NULL` : `${name} <> ${bind(value)}`;
    case "lt":
      return `${name} < ${bind(value)}`;
    case "lte":
      return `${name} <= ${bind(value)}`;
    case "gt":
      return `${name} > ${bind(value)}`;
    case "gte":
      return `${name} >= ${bind(value)}`;
    default:
      return value === null ? `${name} IS NULL` : `${name} = ${bind(value)}`;
  }
}

/**
 * better-auth's field name as this schema's column (credentialID → credential_id). The
 * factory maps every name but a sort field, which arrives as better-auth spells it.
 */
export function snakeCase(field: string): string {
  return field.replace(/([a-z0-9])([A-Z]+)/g, "$1_$2").toLowerCase();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function table(model: string): string {
  if (!TABLES.has(model)) throw new Error(`better-auth asked for an unknown table: ${model}`);
  return model;
}

/** Column names come from better-auth's schema, never from a request; checked all the same. */
function column(field: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(field)) throw new Error(`unexpected column name: ${field}`);
  return field;
}
