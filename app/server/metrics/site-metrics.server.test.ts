import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import type { Queryable } from "../storage/storage.server.ts";
import { createSiteMetrics } from "./site-metrics.server.ts";

const emptyStorage: Queryable = {
  query: async () => [],
  execute: async () => ({ rowCount: 0 }),
};
const routeOf = (pathname: string) => (pathname === "/contact" ? "routes/contact" : "routes/x");
const newSite = () => createSiteMetrics({ storage: emptyStorage, destinations: [], routeOf });

const servers: { close(): void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A server whose listener is `listener`; resolves to its origin. */
async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("site metrics", () => {
  it("keeps each site's counts in its own registry, with the process's own metrics", async () => {
    const [one, other] = [newSite(), newSite()];
    one.inquiryStored({ suspectedBot: false });
    one.inquiryStored({ suspectedBot: true });
    one.inquiryStored({ suspectedBot: false });
    const text = await one.registry.metrics();
    expect(text).toContain('inquiries_stored_total{suspected_bot="false"} 2');
    expect(text).toContain('inquiries_stored_total{suspected_bot="true"} 1');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(await other.registry.metrics()).toContain(
      'inquiries_stored_total{suspected_bot="false"} 0',
    );
  });

  it("counts requests by route id or what answered them, never by their path", async () => {
    const site = newSite();
    const origin = await serve((req, res) => {
      site.observe(req, res);
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      if (path === "/contact") site.routed(Object.assign(req, { path }));
      res.statusCode = path.startsWith("/nowhere") ? 404 : 200;
      res.end("ok");
    });
    await fetch(`${origin}/contact?email=jane@example.com`);
    await fetch(`${origin}/contact`, { method: "POST", body: "x" });
    await fetch(`${origin}/assets/entry.js`);
    await fetch(`${origin}/nowhere/jane@example.com`);
    const text = await site.registry.metrics();
    expect(text).toContain(
      'http_requests_total{route="routes/contact",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'http_requests_total{route="routes/contact",method="POST",status="200"} 1',
    );
    expect(text).toContain('http_requests_total{route="/assets",method="GET",status="200"} 1');
    expect(text).toContain('http_requests_total{route="not_found",method="GET",status="404"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{route="routes/contact",method="GET"} 1',
    );
    expect(text).not.toContain("example.com");
  });

  it("times the documents React Router renders, not 304s, HEAD or data", async () => {
    const site = newSite();
    const answer = (status: number, type: string) => async () =>
      new Response(status === 304 ? null : "…", { status, headers: { "Content-Type": type } });
    const html = "text/html; charset=utf-8";
    const context = new RouterContextProvider();
    const call = (handle: ReturnType<typeof answer>, path: string, method = "GET") =>
      site.timeRenders(handle)(new Request(`http://site${path}`, { method }), context);
    await call(answer(200, html), "/contact");
    await call(answer(404, html), "/nowhere");
    await call(answer(304, html), "/contact");
    await call(answer(200, html), "/contact", "HEAD");
    await call(answer(200, "text/x-script"), "/contact.data");
    const text = await site.registry.metrics();
    expect(text).toContain('page_render_duration_seconds_count{route="routes/contact"} 1');
    expect(text).toContain('page_render_duration_seconds_count{route="routes/x"} 1');
  });

  it("serves GET /metrics in Prometheus's format and nothing else", async () => {
    const site = newSite();
    const origin = await serve(site.listener);
    const metrics = await fetch(`${origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.headers.get("cache-control")).toBe("no-store");
    expect(await metrics.text()).toContain("# TYPE http_requests_total counter");
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(405);
  });
});
