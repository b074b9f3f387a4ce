import { useState } from "react";
import { ceremonyMessage, registerPasskey } from "./passkey-ceremony.ts";

interface PasskeyRegisterProps {
  passkeys: readonly { id: string; name: string | null; createdAt: string | null }[];
  /** Set when the page was loaded again after adding one. */
  added: boolean;
}

/** The signed-in member of staff's passkeys, and a way to add one. */
export function PasskeyRegister({ passkeys, added }: PasskeyRegisterProps) {
  const [state, setState] = useState<"idle" | "busy" | { error: string }>("idle");
  async function add() {
    setState("busy");
    try {
      await registerPasskey(`Passkey ${passkeys.length + 1}`);
      // The dashboard again, its list of passkeys included, as a document: the session cookie
      // is scoped to /admin and its subpaths, which the router's data URL /admin.data is not.
      window.location.assign("/admin?passkey=added");
    } catch (error) {
      setState({ error: ceremonyMessage(error).replace(", or get a link by email", "") });
    }
  }
  return (
    <section className="admin__card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="admin__card-title">
        Your passkeys
      </h2>
      {passkeys.length === 0 ? (
        <p>
          You have no passkey yet. Add one to sign in with this device next time, without waiting
          for an email.
        </p>
      ) : (
        <ul className="admin__list">
          {passkeys.map((key) => (
            <li key={key.id}>
              {key.name ?? "Passkey"}
              {key.createdAt && <> (added {key.createdAt.slice(0, 10)})</>}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--quiet"
        onClick={add}
        disabled={state === "busy"}
      >
        Add a passkey
      </button>
      {added && state === "idle" && <p role="status">Passkey added.</p>}
      {typeof state === "object" && (
        <p className="admin__notice admin__notice--error" role="alert">
          {state.error}
        </p>
      )}
    </section>
  );
}
