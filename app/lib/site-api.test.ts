import { describe, expect, it } from "vitest";
import { createSiteApi, readContactAnswer } from "./site-api.ts";

interface Sent {
  url: string;
  method: string;
  csrf: string | undefined;
  body: unknown;
}

/** A server stand-in that accepts only the token "fresh" and records what it was sent. */
function fakeServer(answerPost: (sent: Sent) => Response, initialToken = "stale") {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const entry = {
      url: String(input),
      method: init.method ?? "GET",
      csrf: headers.get("x-csrf-token") ?? undefined,
      body: init.body,
    };
    sent.push(entry);
    if (entry.url.startsWith("/api/csrf-token/")) return Response.json({ token: "fresh" });
    return answerPost(entry);
  };
  let token = initialToken;
  const tokens = { read: () => token, write: (value: string) => (token = value) };
  return { sent, fetch: fetch as typeof globalThis.fetch, tokens, current: () => token };
}

const expired = () => Response.json({ error: "csrf", message: "expired" }, { status: 403 });

describe("createSiteApi", () => {
  it("puts the site token at the end of the path and sends the CSRF token", async () => {
    const server = fakeServer(() => new Response("success"));
    const api = createSiteApi({ siteToken: "tok-123", fetch: server.fetch, tokens: server.tokens });
    await api.registerContact({ fname: "Ada" });
    expect(server.sent).toEqual([
      {
        url: "/api/register-contact/tok-123",
        method: "POST",
        csrf: "stale",
        body: '{"fname":"Ada"}',
      },
    ]);
  });

  it("fetches the visitor's token first when the page carries none, once for calls made together", async () => {
    const server = fakeServer(() => new Response("success"), "");
    const api = createSiteApi({ siteToken: "tok-123", fetch: server.fetch, tokens: server.tokens });
    await Promise.all([api.meta("home"), api.pressArticle("a")]);
    await api.units();
    expect(server.sent.map(({ url, csrf }) => [url, csrf])).toEqual([
      ["/api/csrf-token/tok-123", ""],
      ["/api/meta/tok-123", "fresh"],
      ["/api/press-article/tok-123", "fresh"],
      ["/api/units/tok-123", "fresh"],
    ]);
  });

  it("refreshes an expired token once, stores it and retries the call", async () => {
    const server = fakeServer((sent) =>
      sent.csrf === "fresh" ? new Response("success") : expired(),
    );
    const api = createSiteApi({ siteToken: "tok-123", fetch: server.fetch, tokens: server.tokens });
    const answer = await api.registerContact({ fname: "Ada" });
    expect(await answer.text()).toBe("success");
    expect(server.sent.map((sent) => sent.url)).toEqual([
      "/api/register-contact/tok-123",
      "/api/csrf-token/tok-123",
      "/api/register-contact/tok-123",
    ]);
    expect(server.current()).toBe("fresh");
  });

  it("does not loop when the fresh token is refused too, and never retries other 403s", async () => {
    const always = fakeServer(() => expired());
    const api = createSiteApi({ siteToken: "t", fetch: always.fetch, tokens: always.tokens });
    expect((await api.meta("home")).status).toBe(403);
    expect(always.sent).toHaveLength(3);

    const crossSite = fakeServer(() => Response.json({ error: "origin" }, { status: 403 }));
    const api2 = createSiteApi({
      siteToken: "t",
      fetch: crossSite.fetch,
      tokens: crossSite.tokens,
    });
    expect((await api2.pressArticle("a")).status).toBe(403);
    expect(crossSite.sent).toHaveLength(1);
  });

  it("sends meta as a form and press calls as JSON", async () => {
    const server = fakeServer(() => Response.json({}));
    const api = createSiteApi({ siteToken: "t", fetch: server.fetch, tokens: server.tokens });
    await api.meta("press/a-story");
    await api.pressArticles({ page: 2, category: "market" });
    expect(server.sent.map((sent) => sent.body)).toEqual([
      "path=press%2Fa-story",
      '{"page":2,"category":"market"}',
    ]);
  });
});

describe("readContactAnswer", () => {
  it("reads success, field errors, fail texts and JSON messages", async () => {
    expect(await readContactAnswer(new Response("success"))).toEqual({ kind: "success" });
    expect(
      await readContactAnswer(
        Response.json(
          { errors: { fname: ["The First Name field is required."] } },
          { status: 422 },
        ),
      ),
    ).toEqual({ kind: "errors", errors: { fname: ["The First Name field is required."] } });
    expect(await readContactAnswer(new Response("fail: Please call us.", { status: 503 }))).toEqual(
      { kind: "fail", message: "Please call us." },
    );
    expect(
      await readContactAnswer(
        Response.json({ message: "The request is too large." }, { status: 413 }),
      ),
    ).toEqual({ kind: "fail", message: "The request is too large." });
  });
});
