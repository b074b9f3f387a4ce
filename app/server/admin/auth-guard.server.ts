import type { MiddlewareFunction } from "react-router";
import { contentType, JSON_TYPE } from "../http/api-guard.server.ts";
import { isSameOrigin } from "../http/same-origin.server.ts";
import { clientAddressContext, servicesContext } from "../services.server.ts";
import { AUTH_BASE_PATH } from "./staff-auth.server.ts";

/** The better-auth endpoints the browser may reach, by method; every other is 404. */
export const AUTH_ENDPOINTS: Record<string, { method: "GET" | "POST"; signIn: boolean }> = {
  "/passkey/generate-authenticate-options": { method: "GET", signIn: true },
  "/passkey/verify-authentication": { method: "POST", signIn: true },
  "/passkey/generate-register-options": { method: "GET", signIn: false },
  "/passkey/verify-registration": { method: "POST", signIn: false },
};

/**
 * The guard of /admin/auth/*: an endpoint of the list, with its method; a POST from the
 * site's own page (Origin, Sec-Fetch-Site) as JSON, which a form on another site cannot send;
 * and a sign-in attempt within the client's sign-in budget.
 */
export const authGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { config, signInBudget } = context.get(servicesContext);
  const endpoint = AUTH_ENDPOINTS[new URL(request.url).pathname.slice(AUTH_BASE_PATH.length)];
  if (!endpoint) return refuse(404, "Not found.");
  if (request.method !== endpoint.method) return refuse(405, "Method not allowed.");
  if (request.method === "POST") {
    if (!isSameOrigin(request, config.publicOrigin, { requireSignal: true })) {
      return refuse(403, "Cross-site requests are not accepted.");
    }
    if (contentType(request) !== JSON_TYPE) return refuse(415, "Send this call as JSON.");
  }
  if (endpoint.signIn && !(await signInBudget.attempt(context.get(clientAddressContext)))) {
    return refuse(429, "Too many sign-in attempts. Please wait a few minutes.", {
      "Retry-After": String(signInBudget.retryAfter()),
    });
  }
  return next();
};

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ message }, { status, headers });
}
