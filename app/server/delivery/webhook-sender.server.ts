/**
 * Sends a lead to the sales team's webhook, signed as the Standard Webhooks specification
 * describes (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md).
 */
import { createHmac } from "node:crypto";

export type SendResult = { ok: true } | { ok: false; reason: string };

export interface WebhookTarget {
  url: string;
  /** whsec_<base64>: the HMAC key is the decoded part after the prefix. */
  secret: string;
}

/** The three headers that let the receiver verify the body and drop a repeated webhook-id. */
function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": `v1,${signature}`,
  };
}

/**
 * POSTs the body with `webhook-id` = the delivery id, the same on every retry, so the receiver
 * can use it as its idempotency key. Only a 2xx answer counts as delivered. `cancel` ends the
 * request early (the worker is stopping).
 */
export async function sendWebhook(
  target: WebhookTarget,
  deliveryId: string,
  body: string,
  timeoutMs: number,
  cancel?: AbortSignal,
): Promise<SendResult> {
  const timestamp = Math.floor(Date.now() / 1000);
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signWebhook(target.secret, deliveryId, timestamp, body),
      },
      body,
      // A redirect counts as a failure: the signed lead goes to the configured URL only.
      redirect: "manual",
      signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
    });
    // The answer's body is not needed; cancelling it frees the connection.
    await response.body?.cancel().catch(() => {});
    return response.ok ? { ok: true } : { ok: false, reason: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: describeFetchError(error) };
  }
}

/** A short cause without the URL (it may carry a token) or anything the receiver echoed. */
function describeFetchError(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timeout";
  if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
  if (error instanceof Error) {
    const cause = error.cause as { code?: unknown } | undefined;
    if (typeof cause?.code === "string") return `network error ${cause.code}`;
    return `network error ${error.name}`;
  }
  return "network error";
}
