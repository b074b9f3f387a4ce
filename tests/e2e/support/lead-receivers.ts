/**
 * Stand-ins for the sales team's systems: a webhook endpoint and an SMTP server, each of
 * which can refuse its first deliveries, recording everything that arrives.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startWebhookReceiver(refuseFirst = 0) {
  const received: ReceivedWebhook[] = [];
  let refused = 0;
  const server = createServer((req, res) => {
    let body = "";
    // A sender killed mid-request (the crash tests do it) resets the connection; that is not
    // the receiver's failure, and unheard it would end the test process.
    req.on("error", () => {});
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (refused < refuseFirst) {
        refused += 1;
        res.writeHead(503).end("busy");
        return;
      }
      received.push({ id: String(req.headers["webhook-id"]), headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedEmail {
  messageId: string;
  raw: string;
}

export async function startSmtpSink(refuseFirst = 0) {
  const received: ReceivedEmail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (refused < refuseFirst) {
          refused += 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "";
        received.push({ messageId, raw });
        callback();
      });
    },
  });
  // smtp-server reports a connection reset inside a mail transaction as an error event, which
  // a sender killed mid-message causes; without a listener it ended the test process
  // (read ECONNRESET in a clean-clone run of the crash test).
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How many times each key occurs. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
