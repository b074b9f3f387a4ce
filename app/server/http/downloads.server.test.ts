import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloads } from "./downloads.server.ts";

const planBytes = Buffer.from("%PDF-1.3\n% a floor plan\n%%EOF\n");
let origin = "";
let close = () => {};

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "downloads-"));
  mkdirSync(join(clientDir, "documents", "floor-plans"), { recursive: true });
  mkdirSync(join(clientDir, "other"));
  writeFileSync(join(clientDir, "documents", "floor-plans", "penthouse-1003.pdf"), planBytes);
  writeFileSync(join(clientDir, "documents", ".hidden.pdf"), planBytes);
  writeFileSync(join(clientDir, "other", "x.pdf"), planBytes);
  writeFileSync(join(clientDir, "secret.txt"), "secret");

  const app = express();
  app.use(downloads(clientDir));
  // Stands in for the site's 404 page.
  app.use((_req, res) => {
    res.status(404).type("text").send("Page Not Found");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

/** A request whose path is sent exactly as written (fetch would resolve dot segments). */
function rawGet(path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (done, fail) => {
      const { hostname, port } = new URL(origin);
      const req = request({ hostname, port, path }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", fail);
      req.end();
    },
  );
}

describe("document downloads", () => {
  it("send the document as an attachment with the same bytes as /documents", async () => {
    const response = await fetch(`${origin}/download/documents/floor-plans/penthouse-1003.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="penthouse-1003.pdf"',
    );
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(planBytes);
  });

  it.each([
    ["a missing document", "/download/documents/floor-plans/missing.pdf"],
    ["a file outside documents", "/download/other/x.pdf"],
    ["an encoded climb out of documents", "/download/documents/..%2Fsecret.txt"],
    ["an encoded climb through a folder", "/download/documents/floor-plans/..%2F..%2Fsecret.txt"],
    ["a dotfile", "/download/documents/.hidden.pdf"],
    ["the documents folder itself", "/download/documents/floor-plans"],
  ])("leave %s to the 404 page", async (_case, path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe("Page Not Found");
  });

  it.each([
    "/download/documents/../secret.txt",
    "/download/documents/floor-plans/../../secret.txt",
  ])("never serve a file outside documents for %s", async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.headers["content-disposition"]).toBeUndefined();
    expect(response.body).not.toContain("secret");
  });
});
