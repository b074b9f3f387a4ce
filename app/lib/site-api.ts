/**
 * The browser's side of the site API (spec section 7): every call goes to
 * /api/{call}/{site token} with the page's CSRF token in X-CSRF-TOKEN. Pages are the same
 * for every visitor, so their meta tag starts empty: before the first call that sends it,
 * the client fetches the visitor's token and stores it there. When the server says the
 * token has expired (a tab left open for a day), it fetches a fresh one and retries once.
 */
/** The `error` of a 403 whose cause is a missing or expired CSRF token. */
export const EXPIRED_TOKEN_ERROR = "csrf";

export type SiteApiCall =
  | "units"
  | "press-articles"
  | "press-article"
  | "register-contact"
  | "meta"
  | "csrf-token";

export interface CsrfTokenStore {
  read(): string;
  write(token: string): void;
}

/** The token in <meta name="csrf-token">, which the server renders into every page. */
export function metaTagTokenStore(doc: Document = document): CsrfTokenStore {
  const tag = () => doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return {
    read: () => tag()?.content ?? "",
    write: (token) => tag()?.setAttribute("content", token),
  };
}

interface SiteApiOptions {
  siteToken: string;
  fetch?: typeof fetch;
  tokens?: CsrfTokenStore;
}

type Payload = { json: unknown } | { form: Record<string, string> } | { none: true };

export function createSiteApi({ siteToken, fetch: send = fetch, tokens }: SiteApiOptions) {
  const store = tokens ?? metaTagTokenStore();
  const url = (call: SiteApiCall) => `/api/${call}/${encodeURIComponent(siteToken)}`;

  const request = (call: SiteApiCall, payload: Payload) => {
    const headers: Record<string, string> = {
      Accept: "application/json, text/plain",
      "X-CSRF-TOKEN": store.read(),
    };
    if ("none" in payload) return send(url(call), { headers, credentials: "same-origin" });
    let body: string;
    if ("json" in payload) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(payload.json);
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(payload.form).toString();
    }
    return send(url(call), { method: "POST", headers, body, credentials: "same-origin" });
  };

  const fetchToken = async (): Promise<boolean> => {
    const answer = await request("csrf-token", { none: true });
    if (!answer.ok) return false;
    const { token } = (await answer.json()) as { token?: unknown };
    if (typeof token !== "string") return false;
    store.write(token);
    return true;
  };
  // Calls made together share one fetch of the token.
  let pendingToken: Promise<boolean> | null = null;
  const refreshToken = () => {
    pendingToken ??= fetchToken()
      .catch(() => false)
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  };

  const call = async (name: SiteApiCall, payload: Payload): Promise<Response> => {
    if (!("none" in payload) && store.read() === "") await refreshToken();
    const answer = await request(name, payload);
    if (answer.status !== 403 || !(await isExpiredToken(answer.clone()))) return answer;
    return (await refreshToken()) ? request(name, payload) : answer;
  };

  return {
    units: () => call("units", { none: true }),
    pressArticles: (query: { page: number; category: string }) =>
      call("press-articles", { json: query }),
    pressArticle: (article: string) => call("press-article", { json: { article } }),
    registerContact: (fields: Record<string, unknown>) =>
      call("register-contact", { json: fields }),
    meta: (path: string) => call("meta", { form: { path } }),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

async function isExpiredToken(answer: Response): Promise<boolean> {
  try {
    const body = (await answer.json()) as { error?: unknown };
    return body.error === EXPIRED_TOKEN_ERROR;
  } catch {
    return false;
  }
}

export type ContactAnswer =
  | { kind: "success" }
  | { kind: "errors"; errors: Record<string, string[]> }
  | { kind: "fail"; message: string };

/**
 * How the contact form reads the register-contact answer (spec section 7): `success`
 * goes to /thanks; a field-error map is shown per field; any other text is a single
 * message shown after "Error:", with its leading `fail:` removed.
 */
export async function readContactAnswer(answer: Response): Promise<ContactAnswer> {
  const text = await answer.text();
  if (answer.ok && text.trim() === "success") return { kind: "success" };
  try {
    const body = JSON.parse(text) as { errors?: unknown; message?: unknown };
    if (isErrorMap(body.errors)) return { kind: "errors", errors: body.errors };
    if (typeof body.message === "string") return { kind: "fail", message: body.message };
  } catch {
    // Not JSON: a plain-text answer such as "fail: …".
  }
  const message = text.replace(/^\s*fail:\s*/i, "").trim();
  return {
    kind: "fail",
    message: message || "Your details could not be sent. Please try again.",
  };
}

function isErrorMap(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"),
    )
  );
}
