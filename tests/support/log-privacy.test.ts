import { describe, expect, it } from "vitest";
import { findPersonalData } from "./log-privacy.ts";

describe("the log privacy check", () => {
  it("finds emails, phones, names, tokens and cookies, and names the line", () => {
    const log = [
      '{"level":30,"msg":"request completed","req":{"method":"POST","path":"/contact"}}',
      '{"msg":"lead","email":"ada.1234abcd@example.com"}',
      '{"msg":"lead","phone":"3455550100"}',
      '{"msg":"lead","name":"Ada Lovelace"}',
      `{"headers":{"x-csrf-token":"m3x9k2ab.${"a".repeat(43)}"}}`,
      '{"headers":{"cookie":"csrf=abcdefghijklmnopqrstuvwxyz"}}',
    ].join("\n");
    expect(findPersonalData("site.log", log).map(({ line, what }) => [line, what])).toEqual([
      [2, "an email address"],
      [3, "a submitted phone number"],
      [4, "a submitted name"],
      [5, "a CSRF token"],
      [6, "a cookie"],
    ]);
  });

  it("lets ordinary request logs through", () => {
    const log =
      '{"level":30,"time":1763700000000,"pid":42,"msg":"request completed","req":{"method":"GET","path":"/press"},"res":{"statusCode":200},"responseTime":12}';
    expect(findPersonalData("site.log", log)).toEqual([]);
  });
});
