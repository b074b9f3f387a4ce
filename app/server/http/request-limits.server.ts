import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import express, { type RequestHandler } from "express";
import { FLOOR_PLAN_MAX_BYTES } from "../units/floor-plans.server.ts";

/** The largest body any request may send: an inquiry is a few kilobytes. */
export const BODY_LIMIT = "16kb";

// The methods the site answers; anything else (TRACE, OPTIONS, PUT, WebDAV) is refused.
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
export const ALLOW = [...ALLOWED_METHODS].join(", ");

/** Methods the site never answers get 405 with the methods it does, before anything else. */
export const knownMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.has(req.method)) return next();
  res.setHeader("Allow", ALLOW);
  res.setHeader("Cache-Control", "no-store");
  res.status(405).type("text").send("Method not allowed.");
};

/** CONNECT, which Node hands to the server's "connect" event: refused like TRACE. */
export function refuseTunnel(_req: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

const readBody = express.raw({ type: () => true, limit: BODY_LIMIT });

/** The back office's floor-plan upload: a PDF of up to 5 MB and the form around it. */
const UPLOAD_PATH = "/admin/inventory/floor-plan";
const readUpload = express.raw({ type: () => true, limit: FLOOR_PLAN_MAX_BYTES + 64 * 1024 });

/**
 * Every body is read here, whatever the path, and refused past 16 KB (413) before a route
 * is chosen (but the floor-plan upload's, past 5 MB); routes get it as a Buffer. The server's
 * timeouts (server.ts) end slow senders.
 */
export const limitedBodies: RequestHandler = (req, res, next) => {
  const read = req.path === UPLOAD_PATH ? readUpload : readBody;
  read(req, res, (error?: unknown) => {
    if (!error) return next();
    const tooLarge = Number((error as { status?: unknown }).status) === 413;
    res.setHeader("Cache-Control", "no-store");
    // The rest of an oversized body is not read: the connection closes after the answer.
    res.setHeader("Connection", "close");
    res
      .status(tooLarge ? 413 : 400)
      .type("text")
      .send(tooLarge ? "The request is too large." : "The request could not be read.");
  });
};
