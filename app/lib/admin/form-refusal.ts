/**
 * What a back-office action gives back when it saved nothing: what was typed, each field's
 * message, and, when the record changed since the page was loaded, the conflict beside the form.
 */
export interface FormRefusal<Field extends string> {
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
  conflict?: string;
}
