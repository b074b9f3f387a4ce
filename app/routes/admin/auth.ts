import { authGuard } from "../../server/admin/auth-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/auth";

/**
 * better-auth's own endpoints, for the passkey ceremonies the browser runs; the guard lets
 * only those through. Email links are asked for and confirmed by the sign-in page's form.
 */
export const middleware: Route.MiddlewareFunction[] = [authGuard];

export function loader({ request, context }: Route.LoaderArgs) {
  return context.get(servicesContext).staffAuth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return context.get(servicesContext).staffAuth.handler(request);
}
