import type { ReactNode } from "react";

interface AdminFieldProps {
  id: string;
  label: string;
  /** Why the value was refused, shown under the field and named by its control. */
  error?: string | undefined;
  /** A line under the label that says what the field takes. */
  hint?: string;
  /** The control: given the attributes that tie it to the label, the hint and the error. */
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/** One field of a back-office form, in the site's form style, with its message beside it. */
export function AdminField({ id, label, error, hint, children }: AdminFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="form-field" data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="admin__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
