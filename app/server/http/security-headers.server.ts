import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config.server.ts";
import { randomToken } from "../random-tokens.server.ts";

const GOOGLE_TAG_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/** Stands for the response's nonce while helmet's headers are worked out once. */
const NONCE_SLOT = "SECURITYHEADERSNONCESLOT";

/** A header whose value is the same for every response but for the nonce. */
type HeaderTemplate = [name: string, parts: string[]];

/**
 * Headers that Mozilla's HTTP Observatory grades: a nonce-based script policy with
 * 'strict-dynamic' (never 'unsafe-inline'), no plugins, no <base>, no framing.
 *
 * helmet decides them, once, for a stand-in nonce (securityHeaderList); each response then
 * gets the same values with its own nonce. Run on every response, helmet's dozen middlewares
 * and its policy validation cost more than serving a cached page does.
 */
export function securityHeaders(headersFor: (nonce: string) => string[]): RequestHandler {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    const headers = headersFor(nonce);
    for (let index = 0; index < headers.length; index += 2) {
      res.setHeader(headers[index] as string, headers[index + 1] as string);
    }
    next();
  };
}

/**
 * The headers for a response with this nonce, as a flat list of names and values: the
 * middleware above sets them, and the page cache writes them in one `writeHead` (set one by
 * one, each header is checked and stored on its own, a tenth of a cached page's time).
 */
export function securityHeaderList(
  config: Config,
  { development }: { development: boolean },
): (nonce: string) => string[] {
  const template = headerTemplate(helmetFor(config, development));
  return (nonce) => {
    const headers: string[] = [];
    for (const [name, parts] of template) headers.push(name, parts.join(nonce));
    headers.push("Permissions-Policy", PERMISSIONS_POLICY);
    return headers;
  };
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** A fresh CSP nonce, read by the page renderers from res.locals. */
export function newNonce(): string {
  return randomToken(16);
}

function helmetFor(config: Config, development: boolean) {
  const analytics = config.gaMeasurementId || config.gtmId ? GOOGLE_TAG_HOSTS : [];
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [`'nonce-${NONCE_SLOT}'`, "'strict-dynamic'"],
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
}

/** The headers helmet sets, recorded from one run against a stand-in response. */
function headerTemplate(middleware: ReturnType<typeof helmet>): HeaderTemplate[] {
  const headers: HeaderTemplate[] = [];
  const recorder = {
    locals: {},
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value).split(NONCE_SLOT)]);
    },
    removeHeader() {},
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet did not finish synchronously");
  return headers;
}
