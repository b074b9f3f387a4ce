import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compilePage, fillPage, pageCache, TOKEN_PLACEHOLDERS } from "./page-cache.server.ts";

describe("page cache filling", () => {
  it("replaces every placeholder with this response's tokens and leaves the rest alone", () => {
    const html = `<meta name="csrf-token" content="${TOKEN_PLACEHOLDERS.csrfToken}"><script nonce="${TOKEN_PLACEHOLDERS.nonce}">a</script><script nonce="${TOKEN_PLACEHOLDERS.nonce}">b</script>`;
    const page = compilePage(html);
    expect(Buffer.concat(fillPage(page, { nonce: "N1", csrfToken: "T1" })).toString()).toBe(
      '<meta name="csrf-token" content="T1"><script nonce="N1">a</script><script nonce="N1">b</script>',
    );
    expect(Buffer.concat(fillPage(page, { nonce: "N2", csrfToken: "T2" })).toString()).toContain(
      'content="T2"',
    );
  });
});

describe("page cache versions", () => {
  const renders: string[] = [];
  let available = 20;
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(
      pageCache({
        securityHeaders: (nonce) => ["X-Nonce", nonce],
        tokens: () => ({ tokens: { nonce: "N", csrfToken: "T" }, setCookie: null }),
        cacheKey: (path, query) =>
          path === "/" || path === "/legal" ? path : path === "/list" ? `/list?${query}` : null,
        dataVersion: async (key) => (key === "/" ? String(available) : ""),
        render: async (key) => {
          renders.push(key);
          if (key === "/list?broken") return new Response("oops", { status: 500 });
          if (key === "/list?gone") {
            return new Response(`<p nonce="${TOKEN_PLACEHOLDERS.nonce}">not found</p>`, {
              status: 404,
              headers: { "content-type": "text/html; charset=utf-8" },
            });
          }
          const body = key === "/" ? `${available} available` : key;
          return new Response(`<p nonce="${TOKEN_PLACEHOLDERS.nonce}">${body}</p>`, {
            headers: { "content-type": "text/html; charset=utf-8" },
          });
        },
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((ready) => server.once("listening", ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  const get = async (path: string) => (await fetch(`${origin}${path}`)).text();

  it("renders a page once while its data stays the same, and again when it changes", async () => {
    expect(await get("/")).toBe('<p nonce="N">20 available</p>');
    expect(await get("/")).toBe('<p nonce="N">20 available</p>');
    expect(await get("/legal")).toBe('<p nonce="N">/legal</p>');
    expect(renders).toEqual(["/", "/legal"]);

    available = 19;
    expect(await get("/")).toBe('<p nonce="N">19 available</p>');
    expect(await get("/legal")).toBe('<p nonce="N">/legal</p>');
    expect(renders).toEqual(["/", "/legal", "/"]);
  });

  it("sends gzip to clients that accept it, compressed once, and plain bytes to others", async () => {
    const zipped = await fetch(`${origin}/legal`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe('<p nonce="N">/legal</p>');
    const plain = await fetch(`${origin}/legal`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe('<p nonce="N">/legal</p>');
  });

  it("keeps one copy per key, and never keeps a failed render", async () => {
    renders.length = 0;
    expect(await get("/list?a")).toBe('<p nonce="N">/list?a</p>');
    expect(await get("/list?a")).toBe('<p nonce="N">/list?a</p>');
    expect(await get("/list?b")).toBe('<p nonce="N">/list?b</p>');
    expect((await fetch(`${origin}/list?broken`)).status).toBe(404);
    expect((await fetch(`${origin}/list?broken`)).status).toBe(404);
    const gone = await fetch(`${origin}/list?gone`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('<p nonce="N">not found</p>');
    expect((await fetch(`${origin}/list?gone`)).status).toBe(404);
    expect(renders).toEqual([
      "/list?a",
      "/list?b",
      "/list?broken",
      "/list?broken",
      "/list?gone",
      "/list?gone",
    ]);
  });
});
