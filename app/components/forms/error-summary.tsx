import type { MouseEvent, Ref } from "react";
import { ERROR_PANEL_EYEBROW } from "../../content/contact-form.ts";
import { errorSummaryHeading, type FormProblem, failureText } from "./form-errors.ts";
import { fieldIds } from "./form-field.tsx";

interface ErrorSummaryProps {
  problem: FormProblem | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The error panel (spec sections 4 and 8), after the GOV.UK error summary: an alert (an
 * assertive live region) that holds either the counted list of field errors, each a link that moves focus to its
 * field, or one "Error:" message. The form moves focus here after a failed submit.
 */
export function ErrorSummary({ problem, ref }: ErrorSummaryProps) {
  return (
    <div className="error-summary-region">
      {problem && (
        <div ref={ref} className="error-summary" tabIndex={-1}>
          <div role="alert">
            {problem.kind === "fields" ? (
              <>
                <p className="error-summary__eyebrow">{ERROR_PANEL_EYEBROW}</p>
                <h3 className="error-summary__title">
                  {errorSummaryHeading(problem.errors.length)}
                </h3>
                <ul className="error-summary__list">
                  {problem.errors.map(({ field, message }) => (
                    <li key={field}>
                      <a
                        href={`#${fieldIds(field).id}`}
                        onClick={focusField}
                        // Sanitised where the message arrived (app/lib/sanitize-message.ts).
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server message
                        dangerouslySetInnerHTML={{ __html: message }}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="error-summary__message">{failureText(problem.message)}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Focuses the field and brings its label into view with it, rather than following the hash.
 * A field inside a closed "Tell us more" is shown first: a closed disclosure's fields take no focus.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const disclosure = field.closest("details");
  if (disclosure && !disclosure.open) disclosure.open = true;
  field.focus({ preventScroll: true });
  (field.closest(".form-field, .form-check") ?? field).scrollIntoView({ block: "center" });
}
