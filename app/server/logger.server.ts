import { pino } from "pino";

/**
 * Structured JSON logs. Visitors' personal data never reaches them: request logs carry
 * method, path (no query string) and status only, and any field that could hold a
 * cookie, token or contact detail is censored.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: "website" },
    redact: {
      paths: [
        "req.headers",
        "headers",
        "cookie",
        "email",
        "phone",
        "*.email",
        "*.phone",
        "*.fname",
        "*.lname",
        "token",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
