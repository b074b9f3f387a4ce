/**
 * Error reporting to Sentry, loaded only when SENTRY_DSN is set (app.server.ts imports this
 * module dynamically): without a DSN the SDK is never loaded.
 *
 * The light build of the Node SDK (@sentry/node-core/light): errors only, no OpenTelemetry,
 * no tracing. @sentry/node 11 brings a bundler plugin with a native parser and Sentry's CLI
 * (22 MB) that a server reporting errors has no use for.
 */
import * as Sentry from "@sentry/node-core/light";
import { scrubBreadcrumb, scrubEvent } from "./error-scrubbing.server.ts";

export interface ErrorReportingOptions {
  dsn: string;
  environment?: string | undefined;
  /** The build's version, so an error is tied to the release that raised it. */
  release?: string | undefined;
  /** For tests: where events go instead of Sentry. */
  transport?: Sentry.NodeOptions["transport"];
}

/**
 * Starts Sentry once per process. Errors are reported where the server already reports
 * them: every line logged at error or fatal level (Sentry's pino integration, which listens
 * on pino's diagnostics channel), so a failure caught and answered gracefully, such as an
 * inquiry that could not be stored, is reported like one that reached the router's
 * handleError; plus crashes (an uncaught exception or unhandled rejection still ends the
 * process, as without Sentry). The SDK's other default integrations are left out: they add
 * request data, console output, outgoing URLs and local variables to events.
 */
export function startErrorReporting({
  dsn,
  environment,
  release,
  transport,
}: ErrorReportingOptions) {
  Sentry.init({
    dsn,
    environment,
    release,
    transport,
    sendDefaultPii: false,
    defaultIntegrations: false,
    integrations: [
      Sentry.pinoIntegration({ error: { levels: ["error", "fatal"] }, log: { levels: [] } }),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: "strict" }),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
    ],
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  return {
    /** Sends what is queued (at most `timeoutMs`) and stops reporting. */
    close: (timeoutMs: number) => Sentry.close(timeoutMs),
  };
}
