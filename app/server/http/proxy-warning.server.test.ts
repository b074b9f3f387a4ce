import { Writable } from "node:stream";
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.server.ts";
import { proxyWarning } from "./proxy-warning.server.ts";

function warningsFrom(trustProxy: false | number | string[]) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const middleware = proxyWarning(trustProxy, createLogger("info", sink));
  const next = vi.fn();
  const send = (headers: Record<string, string>) =>
    middleware({ headers } as Request, {} as Response, next);
  return { lines, next, send };
}

const forwarded = { "x-forwarded-for": "203.0.113.7" };

describe("proxyWarning", () => {
  it("warns once, naming TRUST_PROXY, the first time a forwarded request arrives", () => {
    const { lines, next, send } = warningsFrom(false);
    send({});
    expect(lines).toEqual([]);
    send(forwarded);
    send({ "x-forwarded-for": "198.51.100.1" });
    expect(next).toHaveBeenCalledTimes(3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(40);
    expect(lines[0]?.msg).toContain("TRUST_PROXY");
    expect(JSON.stringify(lines)).not.toContain("203.0.113.7");
  });

  it("stays quiet for requests without X-Forwarded-For", () => {
    const { lines, next, send } = warningsFrom(false);
    send({});
    send({ "x-real-ip": "203.0.113.7" });
    expect(next).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([]);
  });

  it("stays quiet when TRUST_PROXY is set", () => {
    for (const trustProxy of [1, ["loopback"]]) {
      const { lines, next, send } = warningsFrom(trustProxy);
      send(forwarded);
      expect(next).toHaveBeenCalledOnce();
      expect(lines).toEqual([]);
    }
  });
});
