import { type FormEvent, useEffect, useRef } from "react";
import {
  BROKER_CONSENT_TEXT,
  BROKER_REGISTER_PATH,
  type BrokerField,
  brokerFieldLabels,
  brokerFields,
} from "../../content/broker-registration.ts";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { type FormProblem, formProblem } from "../forms/form-errors.ts";
import { controlState, FieldError, FormField, fieldIds } from "../forms/form-field.tsx";
import { Asterisk } from "../forms/inquiry-form.tsx";

interface BrokerRegistrationFormProps {
  labelledBy: string;
  /** The page's id for this form: a double tap or a resend of the same answers is stored once. */
  formId: string;
  /** What a refused post sent back: the answers as typed, and why. */
  posted?: { values: Record<string, string>; errors?: Record<string, string[]>; message?: string };
}

type TextField = Exclude<BrokerField, "consent">;

const inputs: Record<TextField, { type: string; autoComplete: string; required: boolean }> = {
  broker_name: { type: "text", autoComplete: "name", required: true },
  broker_company: { type: "text", autoComplete: "organization", required: true },
  broker_email: { type: "email", autoComplete: "email", required: true },
  broker_phone: { type: "tel", autoComplete: "tel", required: true },
  broker_licence: { type: "text", autoComplete: "off", required: false },
  client_name: { type: "text", autoComplete: "off", required: true },
  client_email: { type: "email", autoComplete: "off", required: true },
};

/**
 * The broker registration form, built from the inquiry forms' parts: fields with their
 * messages beside them, the same error panel (focused after a refused post), honeypot and
 * fill time. It posts to its own page, with or without JavaScript. The page loads it after
 * hydrating (routes/brokers-register.tsx): it shares the inquiry form's chunk whole, so that
 * chunk, part of /contact's first load, is not split and /contact's first load does not grow.
 */
export function BrokerRegistrationForm({
  labelledBy,
  formId,
  posted,
}: BrokerRegistrationFormProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const problem: FormProblem | null = posted?.errors
    ? formProblem(posted.errors, brokerFields)
    : posted?.message
      ? { kind: "message", message: posted.message }
      : null;
  const errors = Object.fromEntries(
    problem?.kind === "fields" ? problem.errors.map((error) => [error.field, error.message]) : [],
  ) as Partial<Record<BrokerField, string>>;
  const values = posted?.values ?? {};

  useEffect(() => {
    if (problem) panelRef.current?.focus();
  }, [problem]);

  return (
    <form
      className="inquiry-form broker-form"
      method="post"
      action={BROKER_REGISTER_PATH}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={recordFillTime}
    >
      <input type="hidden" name="submission_id" value={formId} />
      <ErrorSummary problem={problem} ref={panelRef} />
      <p className="inquiry-form__note">
        Fields marked <Asterisk /> are required.
      </p>
      <fieldset className="broker-form__group">
        <legend className="eyebrow">You</legend>
        <div className="inquiry-form__fields">
          {(["broker_name", "broker_company", "broker_email", "broker_phone"] as const).map(
            (name) => textField(name, values[name], errors[name]),
          )}
          {textField("broker_licence", values.broker_licence, errors.broker_licence, true)}
        </div>
      </fieldset>
      <fieldset className="broker-form__group">
        <legend className="eyebrow">Your client</legend>
        <div className="inquiry-form__fields">
          {(["client_name", "client_email"] as const).map((name) =>
            textField(name, values[name], errors[name]),
          )}
        </div>
      </fieldset>
      <div className="form-check" data-invalid={errors.consent ? "" : undefined}>
        <input
          {...controlState("consent", errors.consent)}
          className="form-check__box"
          type="checkbox"
          value="1"
          required
          defaultChecked={values.consent === "1"}
        />
        <label htmlFor={fieldIds("consent").id} className="form-check__label" data-required="">
          {BROKER_CONSENT_TEXT}
        </label>
        {errors.consent && <FieldError id={fieldIds("consent").errorId} html={errors.consent} />}
      </div>
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="inquiry-website">Leave this field empty</label>
        <input id="inquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="fill_ms" />
      <button type="submit" className="button inquiry-form__submit">
        Register my client
      </button>
    </form>
  );
}

function textField(name: TextField, value: string | undefined, error?: string, wide = false) {
  const { type, autoComplete, required } = inputs[name];
  return (
    <FormField
      key={name}
      name={name}
      label={brokerFieldLabels[name]}
      required={required}
      error={error}
      wide={wide}
    >
      <input
        {...controlState(name, error)}
        className="form-field__control"
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={value ?? ""}
      />
    </FormField>
  );
}

/** How long the page was open before sending: one of the bot checks (as the inquiry forms). */
function recordFillTime(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem("fill_ms");
  if (field instanceof HTMLInputElement) field.value = String(Math.round(performance.now()));
}
