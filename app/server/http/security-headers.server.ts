import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config.server.ts";

const GOOGLE_TAG_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/** Stands for a policy's script sources while helmet's headers are worked out once. */
const SCRIPT_SLOT = "SECURITYHEADERSSCRIPTSLOT";

type Header = [name: string, value: string];

/**
 * Headers that Mozilla's HTTP Observatory grades: a hash-based script policy with
 * 'strict-dynamic' (never 'unsafe-inline', no per-response nonce, so a page is the same bytes
 * for every visitor and a shared cache can keep it), no plugins, no <base>, no framing.
 *
 * helmet decides them once per process. Every answer gets them with no script allowed at all;
 * a document's policy allows the hashes of its own inline scripts (entry.server.tsx), whose
 * imports 'strict-dynamic' then trusts.
 */
export function securityHeaders(config: Config, { development }: { development: boolean }) {
  const template = headerTemplate(helmetFor(config, development));
  const headers: Header[] = template.map(([name, value]) => [
    name,
    value.replace(SCRIPT_SLOT, "'none'"),
  ]);
  headers.push(["Permissions-Policy", PERMISSIONS_POLICY]);
  const csp = template.find(([name]) => name === "Content-Security-Policy")?.[1];
  const middleware: RequestHandler = (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
  return {
    middleware,
    /** A document's policy: its inline scripts by hash, and what they load. */
    documentPolicy: csp
      ? (scriptHashes: readonly string[]) =>
          csp.replace(
            SCRIPT_SLOT,
            [...scriptHashes.map((hash) => `'sha256-${hash}'`), "'strict-dynamic'"].join(" "),
          )
      : null,
  };
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

function helmetFor(config: Config, development: boolean) {
  const analytics = config.gaMeasurementId || config.gtmId ? GOOGLE_TAG_HOSTS : [];
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [SCRIPT_SLOT],
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
function headerTemplate(middleware: ReturnType<typeof helmet>): Header[] {
  const headers: Header[] = [];
  const recorder = {
    locals: {},
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
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
