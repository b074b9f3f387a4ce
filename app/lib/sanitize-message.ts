import { FilterXSS } from "xss";

/**
 * Server messages may carry a little markup (spec section 5): emphasis and line breaks.
 * Everything else is escaped or dropped; links are dropped too, because the error panel
 * already wraps each message in the link to its field.
 */
const filter = new FilterXSS({
  whiteList: { b: [], br: [], em: [], i: [], strong: [] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
});

export function sanitizeMessage(html: string): string {
  return filter.process(html);
}

/** Every message of an error map, sanitised. */
export function sanitizeErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map(sanitizeMessage)]),
  );
}
