/**
 * A call's body as plain values: JSON or form-encoded, whichever its route's guard let
 * through (app/server/http/api-guard.server.ts). null when it cannot be read.
 */
export async function readApiBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if ((request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The body as a record of fields, or an empty record when it is anything else. */
export async function readApiFields(request: Request): Promise<Record<string, unknown>> {
  const body = await readApiBody(request);
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
