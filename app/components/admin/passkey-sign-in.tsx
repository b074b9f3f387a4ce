import { useState } from "react";
import { ceremonyMessage, signInWithPasskey } from "./passkey-ceremony.ts";

/** The first way in, once a member of staff has registered a passkey from the dashboard. */
/** next: the back-office page to open once signed in. */
export function PasskeySignIn({ next }: { next: string }) {
  const [state, setState] = useState<"idle" | "busy" | { error: string }>("idle");
  async function start() {
    setState("busy");
    try {
      await signInWithPasskey();
      // A full load, so every loader runs with the new session cookie.
      window.location.assign(next);
    } catch (error) {
      setState({ error: ceremonyMessage(error) });
    }
  }
  return (
    <div className="admin__card">
      <h2 className="admin__card-title">With a passkey</h2>
      <p>Use the passkey you registered on this device or your security key.</p>
      <button type="button" className="button" onClick={start} disabled={state === "busy"}>
        Sign in with a passkey
      </button>
      {typeof state === "object" && (
        <p className="admin__notice admin__notice--error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
