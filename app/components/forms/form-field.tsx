import type { ReactNode } from "react";

/** The ids a field's label, control and inline error share, from the form's field name. */
export function fieldIds(name: string) {
  const id = `inquiry-${name.replaceAll("_", "-")}`;
  return { id, labelId: `${id}-label`, errorId: `${id}-error` };
}

interface FormFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** The field's error as sanitised HTML, shown under it and named by aria-describedby. */
  error?: string;
  wide?: boolean;
  children: ReactNode;
}

/**
 * A label, its control and the control's error message. The asterisk is drawn by CSS with
 * empty alternative text, for sighted visitors; the control's own `required` tells assistive
 * technology, so the field's name stays "First Name", not "First Name star".
 */
export function FormField({ name, label, required, error, wide, children }: FormFieldProps) {
  const { id, labelId, errorId } = fieldIds(name);
  return (
    <div
      className={wide ? "form-field form-field--wide" : "form-field"}
      data-invalid={error ? "" : undefined}
    >
      <label
        id={labelId}
        htmlFor={id}
        className="form-field__label"
        data-required={required ? "" : undefined}
      >
        {label}
      </label>
      {children}
      {error && <FieldError id={errorId} html={error} />}
    </div>
  );
}

export function FieldError({ id, html }: { id: string; html: string }) {
  return (
    // The message was sanitised where it arrived (app/lib/sanitize-message.ts).
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server message
    <p id={id} className="form-field__error" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Attributes that tie a control to its label's field state. */
export function controlState(name: string, error: string | undefined) {
  const { id, errorId } = fieldIds(name);
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
}
