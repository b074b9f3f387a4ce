import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { leadsWithEmail } from "./support/leads.ts";
import { SITE_TOKEN, validInquiry } from "./support/visitor.ts";

/**
 * Every spelling of every route with an action (issue 23): an address a URL parser would
 * resolve to the route must never reach its action around the guard beside it. Sent raw,
 * as an attacker sends them (a browser or fetch would tidy the path first).
 */
const { hostname, port } = new URL(defaultBaseUrl);

interface Answer {
  status: number;
  location?: string;
  allow?: string;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          allow: response.headers.allow,
          body: text,
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const actionRoutes = [
  `/api/register-contact/${SITE_TOKEN}`,
  `/api/meta/${SITE_TOKEN}`,
  `/api/press-articles/${SITE_TOKEN}`,
  `/api/press-article/${SITE_TOKEN}`,
  "/contact",
  "/introduction",
  "/availability",
  "/admin/sign-in",
  "/admin/sign-out",
  "/admin/inventory",
  "/admin/inventory/import",
  "/admin/inventory/floor-plan",
];

/** Spellings that resolve to the route once dot segments, slashes and escapes are undone. */
const detours = (path: string) =>
  [
    `/${path}`,
    `//x${path}`,
    `/.${path}`,
    `/%2e${path}`,
    `/%2E${path}`,
    `/x/..${path}`,
    `/x/%2e%2e${path}`,
    `/\\x/..${path}`,
    `/x${path.replace("/", "\\..\\")}`,
    path.replace(/^(\/.+)\/([^/]*)$/, "$1%2f$2"),
  ].filter((spelling) => spelling !== path);

const pages = actionRoutes.filter((route) => !route.startsWith("/api/"));

const spellings = (route: string) => {
  const forms = [route, ...(pages.includes(route) ? [`${route}.data`] : [])];
  return forms.flatMap((form) => [...detours(form), form.toUpperCase()]);
};

test.describe("one way in", () => {
  for (const route of actionRoutes) {
    test(`every spelling of ${route} is refused or redirected, and nothing is stored`, async () => {
      for (const path of spellings(route)) {
        // The attack of issue 23: a cross-site form post, as <form enctype="text/plain"> and
        // a plain <form> on another site send it.
        for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
          const inquiry = validInquiry();
          const body =
            type === "text/plain"
              ? JSON.stringify(inquiry)
              : new URLSearchParams(
                  Object.entries(inquiry).map(([name, value]) => [name, String(value)]),
                ).toString();
          const posted = await send(
            "POST",
            path,
            { "content-type": type, origin: "https://evil.test", "sec-fetch-site": "cross-site" },
            body,
          );
          const what = `POST ${path} as ${type}`;
          expect(posted.status, what).toBeGreaterThanOrEqual(400);
          expect(posted.status, what).toBeLessThan(500);
          expect(posted.body, what).not.toContain("success");
          expect(leadsWithEmail(inquiry.email), what).toEqual([]);
        }

        if (path === path.toUpperCase()) continue;
        // Reading a detour sends the reader to the one canonical address.
        for (const method of ["GET", "HEAD"]) {
          const read = await send(method, `${path}?utm_source=x`, {});
          expect(read.status, `${method} ${path}`).toBe(308);
          expect(read.location, `${method} ${path}`).toMatch(/^\/[^/\\]/);
          expect(read.location, `${method} ${path}`).not.toMatch(/\/\.|%2e|%2f|%5c|\/\//i);
          expect(read.location, `${method} ${path}`).toContain("?utm_source=x");
        }
      }
    });
  }

  test("methods the site does not answer get 405 with Allow, not an error page", async () => {
    const trace = await send("TRACE", "/", {});
    expect(trace.status).toBe(405);
    expect(trace.allow).toBe("GET, HEAD, POST");
    const connect = await new Promise<number>((resolve, reject) => {
      const tunnel = httpRequest({ hostname, port, method: "CONNECT", path: "localhost:443" });
      // Node hands an answer to CONNECT to this event, whatever its status.
      tunnel.on("connect", (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      tunnel.on("response", (response) => resolve(response.statusCode ?? 0));
      tunnel.on("error", reject);
      tunnel.end();
    });
    expect(connect).toBe(405);
    const toPage = await send(
      "POST",
      "/legal",
      { "content-type": "application/x-www-form-urlencoded", origin: defaultBaseUrl },
      "a=1",
    );
    expect(toPage.status).toBe(405);
    expect(toPage.allow).toBe("GET, HEAD");
    expect(toPage.body).not.toContain("<html");
    const toApi = await send("POST", `/api/units/${SITE_TOKEN}`, {});
    expect(toApi.status).toBe(405);
    expect(toApi.allow).toBe("GET, HEAD");
    // Refusals are answers, not failures: the server logs no error for them.
    const log = readFileSync(join(process.env.E2E_DATA_ROOT ?? "", `server-${port}.log`), "utf8");
    const errors = log
      .split("\n")
      .filter((line) => line.includes('"level":50') && /\/legal|TRACE|CONNECT/.test(line));
    expect(errors).toEqual([]);
  });

  test("a Host header that names no host gets 400, not a server error", async () => {
    for (const host of ["exa mple", "[bad", "a:b:c"]) {
      for (const [method, path] of [
        ["GET", "/"],
        ["POST", "/contact"],
      ] as const) {
        const answer = await send(method, path, { host });
        expect(answer.status, `${method} ${path} with Host ${host}`).toBe(400);
        expect(answer.body).toBe("The request could not be read.");
      }
    }
    const log = readFileSync(join(process.env.E2E_DATA_ROOT ?? "", `server-${port}.log`), "utf8");
    expect(log.split("\n").filter((line) => line.includes("Invalid URL"))).toEqual([]);
  });

  test("a body over 16 KB is refused before it is read, on any path but the floor-plan upload's 5 MB", async () => {
    const large = "a".repeat(64 * 1024);
    const paths = ["/contact", "/legal", `/api/units/${SITE_TOKEN}`, "/no-such-page"];
    for (const path of [...paths, "/admin/inventory", "/admin/inventory/floor-plan.data"]) {
      const answer = await send(
        "POST",
        path,
        { "content-type": "application/x-www-form-urlencoded", origin: defaultBaseUrl },
        large,
      );
      expect(answer.status, path).toBe(413);
    }
    const upload = "/admin/inventory/floor-plan";
    const form = { "content-type": "application/x-www-form-urlencoded", origin: defaultBaseUrl };
    // Read, then refused by the staff guard: no session.
    expect((await send("POST", upload, form, large)).status).toBe(401);
    const tooLarge = await send("POST", upload, form, "a".repeat(5 * 1024 * 1024 + 65 * 1024));
    expect(tooLarge.status).toBe(413);
  });

  test("a client that never finishes its headers is cut off in seconds, not minutes", async () => {
    test.setTimeout(30_000);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
      });
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        received += chunk;
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
