import { useMemo } from "react";
import { useActionData, useLoaderData, useLocation } from "react-router";
import {
  CONSENT_TEXT,
  fullFormCopy,
  type InquiryVariant,
  inquiryLabels,
  nextTripOptions,
} from "../../content/contact-form.ts";
import type { InquiryPostResult } from "../../lib/inquiry-payload.ts";
import { ErrorSummary } from "./error-summary.tsx";
import {
  CheckboxInput,
  ChoiceInput,
  CountryInput,
  InquiryFieldsContext,
  PhoneInput,
  TextInput,
} from "./inquiry-fields.tsx";
import { TellUsMore, tellUsMoreFields, useTellUsMore } from "./tell-us-more.tsx";
import { useInquiryForm } from "./use-inquiry-form.ts";

/** The fields each form shows, in the order the error panel lists them. */
const shortFields = [
  "fname",
  "lname",
  "email",
  "phone",
  "state",
  "country",
  "zip",
  "next_trip",
  "broker",
  "consent",
];

const fieldsOf: Record<InquiryVariant, readonly string[]> = {
  short: shortFields,
  landing: shortFields,
  full: ["fname", "lname", "email", "phone", "country", "zip", ...tellUsMoreFields, "consent"],
};

interface InquiryFormProps {
  variant: InquiryVariant;
  /** Names the form for assistive technology: the id of the heading above it. */
  labelledBy: string;
}

/**
 * The inquiry form in its three variants (spec sections 3 and 5). It posts to its own page,
 * so it works before (or without) JavaScript; once the page runs, it sends through the
 * register-contact call and never loses what was typed (use-inquiry-form.ts).
 */
export function InquiryForm({ variant, labelledBy }: InquiryFormProps) {
  const posted = useActionData<InquiryPostResult>();
  // From the page's loader (inquiryFormData in app/lib/form-id.ts).
  const formId = useLoaderData<{ inquiryFormId?: string }>()?.inquiryFormId ?? "";
  const { pathname } = useLocation();
  const fields = fieldsOf[variant];
  const form = useInquiryForm(fields, posted);
  const more = useTellUsMore(form.problem, form.restored.values);
  const errors = useMemo(
    () =>
      Object.fromEntries(
        form.problem?.kind === "fields"
          ? form.problem.errors.map((error) => [error.field, error.message])
          : [],
      ),
    [form.problem],
  );
  const fieldState = useMemo(
    () => ({ values: form.restored.values, errors, onChoice: form.scheduleSave }),
    [form.restored.values, errors, form.scheduleSave],
  );

  return (
    <form
      ref={form.formRef}
      className={`inquiry-form inquiry-form--${variant}`}
      method="post"
      action={pathname}
      noValidate
      aria-labelledby={labelledBy}
      onChange={form.scheduleSave}
      onSubmit={form.submit}
    >
      {/* A post without JavaScript (or before it runs) is stored once however often it is sent. */}
      <input type="hidden" name="submission_id" value={formId} />
      {variant === "landing" && <input type="hidden" name="intro" value="1" />}
      <ErrorSummary problem={form.problem} ref={form.panelRef} />
      {variant === "full" ? (
        <p className="inquiry-form__note">
          {fullFormCopy.required[0]} <Asterisk /> {fullFormCopy.required[1]} {fullFormCopy.followUp}
        </p>
      ) : (
        <p className="inquiry-form__note">
          Fields marked <Asterisk /> are required.
        </p>
      )}
      <InquiryFieldsContext value={fieldState}>
        <div key={form.restored.generation} className="inquiry-form__fields">
          <TextInput name="fname" autoComplete="given-name" required />
          <TextInput name="lname" autoComplete="family-name" required />
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            required
            wide={variant !== "full"}
          />
          <PhoneInput />
          {variant === "full" ? (
            <>
              <CountryInput />
              <TextInput name="zip" autoComplete="postal-code" required />
              <TellUsMore open={more.open} onToggle={more.setOpen} />
            </>
          ) : (
            <>
              <TextInput name="state" autoComplete="address-level1" />
              <CountryInput />
              <TextInput name="zip" autoComplete="postal-code" required />
              <ChoiceInput
                name="next_trip"
                options={nextTripOptions}
                required={variant === "landing"}
                wide
              />
              <CheckboxInput name="broker">{inquiryLabels.broker_checkbox}</CheckboxInput>
            </>
          )}
          <CheckboxInput name="consent" required>
            {CONSENT_TEXT}
          </CheckboxInput>
        </div>
      </InquiryFieldsContext>
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="inquiry-website">Leave this field empty</label>
        <input id="inquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button inquiry-form__submit" disabled={form.sending}>
        {form.sending ? "Sending…" : "Send Inquiry"}
      </button>
    </form>
  );
}

/** The required fields' mark, read as words by screen readers. */
export function Asterisk() {
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span>
    </>
  );
}
