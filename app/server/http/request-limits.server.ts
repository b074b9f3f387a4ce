import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import express, { type RequestHandler } from "express";
import { PICTURE_MAX_BYTES } from "../../lib/uploaded-pictures.ts";
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

/**
 * A request whose Host header names no host (a space, a stray bracket), or whose forwarded
 * protocol is not one, gets 400 before anything else: pages are rendered from a URL built
 * from both, and parsing it would otherwise fail as a server error.
 */
export const readableHost: RequestHandler = (req, res, next) => {
  if (URL.canParse(`${req.protocol}://${req.get("host") ?? "localhost"}/`)) return next();
  res.setHeader("Cache-Control", "no-store");
  res.status(400).type("text").send("The request could not be read.");
};

/** CONNECT, which Node hands to the server's "connect" event: refused like TRACE. */
export function refuseTunnel(_req: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

const readBody = express.raw({ type: () => true, limit: BODY_LIMIT });

/**
 * The back office's uploads: a floor plan (a PDF of up to 5 MB), a press picture or a team
 * portrait (up to 5 MB), each with the form around it.
 */
const UPLOAD_PATHS = new Set([
  "/admin/inventory/floor-plan",
  "/admin/press/article",
  "/admin/team/member",
]);
const UPLOAD_MAX_BYTES = Math.max(FLOOR_PLAN_MAX_BYTES, PICTURE_MAX_BYTES);
const readUpload = express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES + 64 * 1024 });

/**
 * Every body is read here, whatever the path, and refused past 16 KB (413) before a route
 * is chosen (but the back office's uploads', past 5 MB); routes get it as a Buffer. The server's
 * timeouts (server.ts) end slow senders.
 */
export const limitedBodies: RequestHandler = (req, res, next) => {
  const read = UPLOAD_PATHS.has(req.path) ? readUpload : readBody;
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
