import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config.server.ts";

const GOOGLE_TAG_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/** A fresh CSP nonce for every response, read by the page renderers from res.locals. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64url");
  next();
};

/**
 * Headers that Mozilla's HTTP Observatory grades: a nonce-based script policy with
 * 'strict-dynamic' (never 'unsafe-inline'), no plugins, no <base>, no framing.
 */
export function securityHeaders(config: Config, { development }: { development: boolean }) {
  const analytics = config.gaMeasurementId || config.gtmId ? GOOGLE_TAG_HOSTS : [];
  const helmetMiddleware = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
              "'strict-dynamic'",
            ],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", "data:", ...analytics],
            fontSrc: ["'self'"],
            mediaSrc: ["'self'"],
            connectSrc: ["'self'", ...analytics],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: config.isHttps ? [] : null,
          },
        },
    strictTransportSecurity: config.isHttps
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    next();
  };
  return [assignNonce, helmetMiddleware, permissionsPolicy];
}
