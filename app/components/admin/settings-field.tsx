/**
 * One labelled field of a back-office settings form, with its hint and, after a refusal, the
 * reason beside it (linked to the control, so a screen reader reads it with the field).
 */
export function SettingsField({
  id,
  name,
  label,
  hint,
  value,
  error,
  multiline = false,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  multiline?: boolean;
  onChange?: (value: string) => void;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const control = {
    id,
    name,
    className: "form-field__control",
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    onChange: onChange && ((event: { target: { value: string } }) => onChange(event.target.value)),
  } as const;
  return (
    <div className="form-field" data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="settings__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea {...control} rows={3} /> : <input {...control} autoComplete="off" />}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
