import { describe, expect, it } from "vitest";
import { snakeCase, whereSql } from "./auth-storage-adapter.server.ts";

describe("the better-auth adapter's SQL", () => {
  it("names columns as the migration does", () => {
    expect(snakeCase("emailVerified")).toBe("email_verified");
    expect(snakeCase("credentialID")).toBe("credential_id");
    expect(snakeCase("accessTokenExpiresAt")).toBe("access_token_expires_at");
    expect(snakeCase("id")).toBe("id");
  });

  it("reads AND clauses as all holding and OR clauses as one of them, with parameters", () => {
    const params: unknown[] = ["already there"];
    const sql = whereSql(
      [
        { field: "user_id", value: "u1", operator: "eq", connector: "AND" },
        { field: "expires_at", value: "2026", operator: "gt", connector: "AND" },
        { field: "token", value: "a", operator: "eq", connector: "OR" },
        { field: "token", value: ["b", "c"], operator: "in", connector: "OR" },
      ],
      params,
    );
    expect(sql).toBe(
      " WHERE user_id = $2 AND expires_at > $3 AND (token = $4 OR token IN ($5, $6))",
    );
    expect(params).toEqual(["already there", "u1", "2026", "a", "b", "c"]);
  });

  it("compares null, empty lists, patterns and case as SQL needs", () => {
    const params: unknown[] = [];
    expect(
      whereSql(
        [
          { field: "image", value: null, operator: "eq", connector: "AND" },
          { field: "name", value: null, operator: "ne", connector: "AND" },
          { field: "id", value: [], operator: "in", connector: "AND" },
          { field: "name", value: "50%_a", operator: "starts_with", connector: "AND" },
          { field: "email", value: "A@B.C", operator: "eq", connector: "AND", mode: "insensitive" },
        ],
        params,
      ),
    ).toBe(
      " WHERE image IS NULL AND name IS NOT NULL AND 1 = 0 AND name LIKE $1 ESCAPE '\\' AND LOWER(email) = $2",
    );
    expect(params).toEqual(["50\\%\\_a%", "a@b.c"]);
  });

  it("refuses a column name that is not one", () => {
    expect(() =>
      whereSql([{ field: "id; DROP TABLE x", value: 1, operator: "eq", connector: "AND" }], []),
    ).toThrow(/unexpected column name/);
  });
});
