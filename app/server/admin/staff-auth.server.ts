import { createHmac } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { magicLink } from "better-auth/plugins/magic-link";
import { SITE_NAME } from "../../content/site.ts";
import { ADMIN_PATH, afterSignIn, SIGN_IN_PATH } from "../../lib/admin/staff-sections.ts";
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { recordAudit } from "./audit-log.server.ts";
import { snakeCase, storageAdapter } from "./auth-storage-adapter.server.ts";
import { SIGN_IN_LINK_MINUTES, sendSignInLink } from "./sign-in-link.server.ts";
import { findStaffByEmail, staffEmailKey } from "./staff.server.ts";

/** Where better-auth's own endpoints answer (routes/admin/auth.ts lets a few of them through). */
export const AUTH_BASE_PATH = "/admin/auth";
/** How long a staff session lasts without use, and how often its expiry moves on with use. */
const SESSION_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;

/** better-auth's camelCase field names as the migration's snake_case columns. */
function columns(...fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, snakeCase(field)]));
}

/**
 * Staff sign-in (issue 27) through better-auth: an emailed one-time link, and passkeys once a
 * member of staff has registered one. Sessions live in staff_sessions and are checked on every
 * request, so deleting a row signs that browser out. Created once per process.
 */
export function createStaffAuth({
  config,
  storage,
  logger,
}: {
  config: Config;
  storage: Storage;
  logger: Logger;
}) {
  // better-auth judges Secure by baseURL alone (never the request's scheme or a proxy's
  // X-Forwarded-Proto), so the site decides: config.server.ts.
  const secure = config.secureCookies;
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.publicOrigin,
    basePath: AUTH_BASE_PATH,
    // Its own key, derived from SECRET (required outside localhost, shared by every instance).
    secret: createHmac("sha256", config.secret).update("staff-auth").digest("base64url"),
    database: storageAdapter(storage),
    trustedOrigins: [config.publicOrigin],
    telemetry: { enabled: false },
    // Sign-in attempts spend the site's own budget, counted in the database for every
    // instance (sign-in-budget.server.ts), not better-auth's per-process one.
    rateLimit: { enabled: false },
    logger: { disabled: true },
    emailAndPassword: { enabled: false },
    user: {
      modelName: "staff_users",
      fields: columns("emailVerified", "createdAt", "updatedAt"),
      additionalFields: {
        role: { type: "string", required: true, input: false, defaultValue: "sales" },
      },
    },
    session: {
      modelName: "staff_sessions",
      fields: columns("userId", "expiresAt", "ipAddress", "userAgent", "createdAt", "updatedAt"),
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    account: {
      modelName: "staff_accounts",
      fields: columns(
        "accountId",
        "providerId",
        "userId",
        "accessToken",
        "refreshToken",
        "idToken",
        "accessTokenExpiresAt",
        "refreshTokenExpiresAt",
        "createdAt",
        "updatedAt",
      ),
    },
    verification: {
      modelName: "staff_verifications",
      fields: columns("expiresAt", "createdAt", "updatedAt"),
    },
    advanced: {
      // Not stored: without TRUST_PROXY a client could write any address into X-Forwarded-For.
      ipAddress: { disableIpTracking: true },
      cookiePrefix: "staff",
      useSecureCookies: secure,
      // Sent to the back office only, never to the public pages shared caches keep.
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, secure, path: "/admin" },
    },
    databaseHooks: {
      // Nobody signs up: staff exist only through npm run admin:invite.
      user: { create: { before: async () => false } },
      session: {
        create: {
          after: async (session, context) => {
            const [member] = await storage.query<{ email: string }>(
              "SELECT email FROM staff_users WHERE id = $1",
              [session.userId],
            );
            const method = context?.path?.startsWith("/passkey") ? "passkey" : "email link";
            await recordAudit(storage, {
              actor: { id: session.userId, label: member?.email ?? session.userId },
              action: "staff.signed_in",
              subject: member?.email ?? session.userId,
              after: { method },
            });
          },
        },
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        // Called for any address asked for: only a member of staff gets a link, and the
        // answer is the same either way (routes/admin/sign-in.tsx).
        sendMagicLink: async ({ email, token, metadata }) => {
          const member = await findStaffByEmail(storage, staffEmailKey(email));
          if (!member) return;
          const link = new URL(SIGN_IN_PATH, config.publicOrigin);
          link.searchParams.set("token", token);
          const next = afterSignIn(metadata?.next);
          if (next !== ADMIN_PATH) link.searchParams.set("next", next);
          // Not awaited: the answer comes as soon for staff as for anyone else.
          void sendSignInLink({ config, logger, to: member.email, link: link.toString() }).catch(
            (error: unknown) => logger.warn({ err: error }, "a staff sign-in link failed"),
          );
        },
      }),
      passkey({
        rpID: new URL(config.publicOrigin).hostname,
        rpName: SITE_NAME,
        origin: config.publicOrigin,
        schema: {
          passkey: {
            modelName: "staff_passkeys",
            fields: columns(
              "publicKey",
              "userId",
              "credentialID",
              "deviceType",
              "backedUp",
              "createdAt",
            ),
          },
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
