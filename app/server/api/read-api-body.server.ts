/**
 * A call's body as plain values: JSON or form-encoded, whichever the guard let through
 * (app/server/http/api-guard.server.ts). null when it cannot be read.
 */
export function parseApiBody(text: string, contentType: string): unknown {
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function readApiBody(request: Request): Promise<unknown> {
  return parseApiBody(await request.text(), request.headers.get("content-type") ?? "");
}

/** The body as a record of fields, or an empty record when it is anything else. */
export function apiFields(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function textAnswer(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
