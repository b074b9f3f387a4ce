/**
 * Sends email over the configured SMTP server (nodemailer): the lead notification to the sales
 * team, and a staff member's sign-in link (app/server/admin/sign-in-link.server.ts).
 */
import { createTransport } from "nodemailer";
import type { LeadEmail } from "./lead-message.server.ts";
import { sanitiseReason } from "./outbox.server.ts";
import type { SendResult } from "./webhook-sender.server.ts";

export interface EmailTarget {
  smtpUrl: string;
  to: string;
  from: string;
}

/** A lead email, or another message with its own recipient instead of the sales inbox. */
export type OutgoingEmail =
  | LeadEmail
  | { subject: string; text: string; html: string; to: string; headers?: Record<string, string> };

export interface EmailSender {
  send(message: OutgoingEmail): Promise<SendResult>;
  close(): void;
}

export function createEmailSender(target: EmailTarget, timeoutMs: number): EmailSender {
  // One connection per message (no pool): a lead is rare, and a dead pooled connection would
  // only add a failure mode. Every wait is bounded so a silent server cannot hold the lease.
  const transport = createTransport({
    url: target.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          ...message,
          from: target.from,
          to: "to" in message ? message.to : target.to,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: describeSmtpError(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * E.g. "SMTP 451 EENVELOPE: 4.3.0 try later". The server's reply can quote the recipient's
 * address, so the summary goes through sanitiseReason before anyone sees it.
 */
function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return "SMTP error";
  const details = error as Error & { code?: unknown; responseCode?: unknown; response?: unknown };
  const parts = [
    "SMTP",
    typeof details.responseCode === "number" ? String(details.responseCode) : "",
    typeof details.code === "string" ? details.code : error.name,
  ].filter(Boolean);
  const reply = typeof details.response === "string" ? details.response : error.message;
  return sanitiseReason(`${parts.join(" ")}: ${reply.split("\n")[0] ?? ""}`);
}
