import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const httpUrl = z.url({ protocol: /^https?$/ });

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  SITE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "use 8 to 64 letters, digits, '-' or '_'")
    .default("gcr-site-2026"),
  SECRET: z.string().min(32, "use at least 32 characters").optional(),
  SALES_PHONE: z.string().min(7).default("+1 (345) 555-0100"),
  SPA_NAVIGATION: booleanFlag.default(true),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "expected a GA4 ID such as G-ABC123XYZ")
    .optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "expected a tag manager ID such as GTM-AB12CD3")
    .optional(),
  FACEBOOK_URL: httpUrl.default("https://www.facebook.com/residencesgrandcayman"),
  LINKEDIN_URL: httpUrl.default("https://www.linkedin.com/company/residences-grand-cayman"),
  INSTAGRAM_URL: httpUrl.default("https://www.instagram.com/residencesgrandcayman"),
  BROCHURE_URL: httpUrl.default("https://issuu.com/residencesgrandcayman/docs/brochure"),
  LEAD_WEBHOOK_URL: httpUrl.optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/,
      "expected whsec_ followed by a base64 key of 24+ bytes",
    )
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SALES_EMAIL: z.email().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LEAD_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // Three years, as the privacy notice promises; at most a century keeps the cut-off a valid date.
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(1095),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value === "false" || /^\d+$/.test(value) || value.split(",").every(trustEntry),
      "expected a hop count such as 1, or addresses and subnets such as loopback,10.0.0.0/8 (true is not accepted: it would believe any visitor's X-Forwarded-For)",
    )
    .optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  SENTRY_DSN: z
    .url({ protocol: /^https?$/ })
    .refine(
      // A key before the host, a numeric project id at the end.
      (dsn) => {
        const url = URL.canParse(dsn) ? new URL(dsn) : null;
        return Boolean(url?.username) && /\/\d+$/.test(url?.pathname ?? "");
      },
      "expected a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project id>",
    )
    .optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[^\s/]{1,64}$/, "use at most 64 characters, without spaces or '/'")
    .optional(),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment once; a bad value names its variable and stops start-up. */
export function parseConfig(environment: NodeJS.ProcessEnv = process.env) {
  // An empty variable (as in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const isPublicDeployment = !["localhost", "127.0.0.1", "[::1]"].includes(publicUrl.hostname);
  const dataDir = resolve(env.DATA_DIR);
  if (Boolean(env.LEAD_WEBHOOK_URL) !== Boolean(env.LEAD_WEBHOOK_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET: set both or neither",
    );
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.SALES_EMAIL)) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL and SALES_EMAIL: set both or neither",
    );
  }
  if (!env.SECRET && isPublicDeployment) {
    throw new ConfigError(
      `Invalid configuration:\n  SECRET: required when PUBLIC_URL (${publicUrl.origin}) is not localhost; every instance must share it`,
    );
  }
  if (env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${env.PORT}); metrics are never served on the public port`,
    );
  }
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: canonical links, og:url, the sitemap and robots.txt point at ${publicUrl.origin}, and lead emails come from no-reply@${publicUrl.hostname}. Set PUBLIC_URL to the site's public origin (https://…) on any server visitors reach.`,
    );
  }
  return {
    /** Start-up warnings in production: logged once at warn level, with the reason. */
    warnings,
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicOrigin: publicUrl.origin,
    isHttps: publicUrl.protocol === "https:",
    /**
     * Staff session cookies are Secure on every deployment, not only when PUBLIC_URL says https
     * (behind a TLS-terminating proxy the server itself only ever sees plain HTTP); only a run
     * on localhost goes without, as not every browser keeps a Secure cookie sent over plain HTTP.
     */
    secureCookies: publicUrl.protocol === "https:" || isPublicDeployment,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    siteToken: env.SITE_TOKEN,
    secret: env.SECRET ?? localSecret(dataDir),
    salesPhone: env.SALES_PHONE,
    spaNavigation: env.SPA_NAVIGATION,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    gtmId: env.GTM_ID,
    social: {
      facebook: env.FACEBOOK_URL,
      linkedin: env.LINKEDIN_URL,
      instagram: env.INSTAGRAM_URL,
    },
    brochureUrl: env.BROCHURE_URL,
    leadWebhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : null,
    leadEmail:
      env.SMTP_URL && env.SALES_EMAIL
        ? {
            smtpUrl: env.SMTP_URL,
            to: env.SALES_EMAIL,
            from: env.MAIL_FROM ?? `"The Residences website" <no-reply@${publicUrl.hostname}>`,
          }
        : null,
    /** The SMTP server staff sign-in links go through; null when SMTP_URL is unset. */
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM ?? `"The Residences website" <no-reply@${publicUrl.hostname}>`,
        }
      : null,
    leadRetryBaseMs: env.LEAD_RETRY_BASE_MS,
    leadDeliveryTimeoutMs: env.LEAD_DELIVERY_TIMEOUT_MS,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // By PUBLIC_URL, not NODE_ENV: `npm start` is production on localhost; Ctrl-C stops at once.
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (isPublicDeployment ? 5_000 : 0),
    logLevel: env.LOG_LEVEL,
    /** The Prometheus listener (/metrics); null when METRICS_PORT is unset. */
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
    /** Error reporting; null (Sentry never loaded) when SENTRY_DSN is unset. */
    sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT } : null,
  };
}

/** For local use only: a random secret kept beside the SQLite file so tokens survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    // The data directory holds the SQLite database too: readable by the site's user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/**
 * Express's "trust proxy" setting: off unless configured, so X-Forwarded-For is believed
 * only from a known proxy. A number is a hop count; anything else a list of addresses,
 * subnets or the names loopback, linklocal and uniquelocal.
 */
function trustEntry(entry: string): boolean {
  const name = entry.trim();
  if (["loopback", "linklocal", "uniquelocal"].includes(name)) return true;
  const [address = "", range, ...rest] = name.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
