import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { TOO_MANY_ATTEMPTS } from "../../content/admin-sign-in.ts";

/** better-auth's passkey endpoints, as routes/admin/auth.ts lets them through. */
const AUTH = "/admin/auth/passkey";

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${AUTH}${path}`, { credentials: "same-origin" });
  if (!response.ok) throw new CeremonyError(response.status);
  return response.json();
}

async function postJson(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${AUTH}${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new CeremonyError(response.status);
}

export class CeremonyError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`passkey call answered ${status}`);
    this.status = status;
  }
}

/** Signs in with a passkey the browser or a security key holds; the session cookie follows. */
export async function signInWithPasskey(): Promise<void> {
  const options = await getJson("/generate-authenticate-options");
  const response = await startAuthentication({ optionsJSON: options as never });
  await postJson("/verify-authentication", { response });
}

/** Registers a new passkey for the signed-in member of staff. */
export async function registerPasskey(name: string): Promise<void> {
  const options = await getJson("/generate-register-options");
  const response = await startRegistration({ optionsJSON: options as never });
  await postJson("/verify-registration", { response, name });
}

/** What to tell the person when a ceremony did not finish. */
export function ceremonyMessage(error: unknown): string {
  if (error instanceof CeremonyError && error.status === 429) {
    return TOO_MANY_ATTEMPTS;
  }
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey was not used. Try again, or get a link by email.";
  }
  return "That did not work. Try again, or get a link by email.";
}
