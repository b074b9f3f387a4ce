import { type RefObject, useEffect, useRef, useState } from "react";
import { timings } from "../../lib/timings.ts";
import { copyRichText } from "./clipboard.ts";

type CopyState = "ready" | "copied" | "failed";

const COPY_REFUSED =
  "The browser did not allow copying. Select the preview and copy it with Ctrl+C or ⌘C.";

interface SignatureActionsProps {
  html: string;
  text: string;
  /** The complete HTML file the Download button saves. */
  file: string;
  /** The rendered signature, which the copy command selects (clipboard.ts). */
  renderedRef: RefObject<HTMLElement | null>;
}

/** Copy (Copy → Copied! for 5 s, then Copy again: spec section 4) and Download .html. */
export function SignatureActions({ html, text, file, renderedRef }: SignatureActionsProps) {
  const [state, setState] = useState<CopyState>("ready");
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  async function copy() {
    const copied = await copyRichText(html, text, renderedRef.current);
    setState(copied ? "copied" : "failed");
    // Every press starts the 5 seconds again.
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setState("ready"), timings.copyConfirmation);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([file], { type: "text/html" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "email-signature.html";
    link.click();
    // The download has taken its copy of the file once the click is handled.
    window.setTimeout(() => URL.revokeObjectURL(url));
  }

  return (
    <div className="signature-actions">
      <div className="signature-actions__buttons">
        <button type="button" className="button" onClick={copy}>
          {state === "copied" ? "Copied!" : "Copy"}
        </button>
        <button type="button" className="button button--quiet" onClick={download}>
          Download .html
        </button>
      </div>
      <p
        className="signature-actions__status"
        role="status"
        data-refused={state === "failed" ? "" : undefined}
      >
        {state === "failed" && COPY_REFUSED}
        {/* The button says Copied! too; the live region is what screen readers announce. */}
        {state === "copied" && <span className="visually-hidden">Copied!</span>}
      </p>
    </div>
  );
}
