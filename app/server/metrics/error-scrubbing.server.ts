import type { Breadcrumb, Event } from "@sentry/node-core/light";
import { maskPersonalData } from "../logger.server.ts";

// Contexts the SDK fills in about the server itself (its OS, runtime, memory): no visitor's.
const SERVER_CONTEXTS = new Set(["app", "cloud_resource", "culture", "device", "os", "runtime"]);

/**
 * What leaves for Sentry carries no visitor's personal data, as the logs carry none: no
 * request (cookies, headers, query string, body), no user, no local variables, and email
 * addresses and phone-like numbers masked in every message, error value, source line,
 * breadcrumb, tag and context, as the logger masks them (database errors can quote the
 * values they refused).
 */
export function scrubEvent<T extends Event>(event: T): T {
  delete event.request;
  delete event.user;
  if (event.message) event.message = maskPersonalData(event.message);
  if (event.logentry) event.logentry = masked(event.logentry);
  if (event.transaction) event.transaction = maskPersonalData(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = maskPersonalData(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      // Local variables are the visitor's data itself; the source lines around a frame are
      // code, masked as well in case a line quotes an address.
      delete frame.vars;
      if (frame.context_line) frame.context_line = maskPersonalData(frame.context_line);
      if (frame.pre_context) frame.pre_context = frame.pre_context.map(maskPersonalData);
      if (frame.post_context) frame.post_context = frame.post_context.map(maskPersonalData);
    }
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.tags) event.tags = masked(event.tags);
  if (event.extra) event.extra = masked(event.extra);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    if (event.contexts && !SERVER_CONTEXTS.has(name)) event.contexts[name] = masked(context);
  }
  return event;
}

/** A breadcrumb keeps what happened and when; its data (URLs, arguments) is left out. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const { timestamp, type, category, level, message } = breadcrumb;
  return {
    timestamp,
    type,
    category,
    level,
    ...(message ? { message: maskPersonalData(message) } : {}),
  };
}

/** A copy with every string inside masked; deeper than a few levels is left out. */
function masked<T>(value: T, depth = 0): T {
  if (typeof value === "string") return maskPersonalData(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (depth > 5) return "[deep]" as T;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, masked(item, depth + 1)]),
  ) as T;
}
