import { type DestinationStream, pino } from "pino";

/**
 * Structured JSON logs. Visitors' personal data never reaches them: request logs carry
 * method, path (no query string) and status only, any field that could hold a cookie,
 * token or contact detail is censored, and errors are logged by type, code and a message
 * with email addresses and phone-like numbers masked (database errors can quote values).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    base: { service: "website" },
    serializers: { err: serializeError },
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
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;

const EMAIL = /[^\s@<>"'()]+@[^\s@<>"'()]+/g;
const PHONE_LIKE = /\+?\d[\d ().-]{5,}\d/g;

/** Masks email addresses and phone-like digit runs in a message meant for the logs. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE_LIKE, "[number]");
}

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: maskPersonalData(String(error)) };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message: maskPersonalData(error.message),
    stack: error.stack ? maskPersonalData(error.stack) : undefined,
  };
}
