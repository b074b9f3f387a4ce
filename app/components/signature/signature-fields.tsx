import {
  emailSignaturePage as page,
  type SignaturePerson,
} from "../../content/pages/email-signature.ts";

interface FieldSpec {
  key: keyof SignaturePerson;
  label: string;
  type: "text" | "tel" | "email";
  autoComplete: string;
}

/** The five fields of spec section 2, in order. Nothing is required: empty lines are left out. */
const fields: readonly FieldSpec[] = [
  { key: "name", label: "Name", type: "text", autoComplete: "name" },
  { key: "role", label: "Role", type: "text", autoComplete: "organization-title" },
  { key: "mobile", label: "Mobile Phone", type: "tel", autoComplete: "mobile tel" },
  { key: "phone", label: "Office Phone", type: "tel", autoComplete: "work tel" },
  { key: "email", label: "Email", type: "email", autoComplete: "work email" },
];

interface SignatureFieldsProps {
  person: SignaturePerson;
  onChange: (person: SignaturePerson) => void;
}

/** The staff member's details, in the inquiry forms' field style (app/components/forms). */
export function SignatureFields({ person, onChange }: SignatureFieldsProps) {
  return (
    <fieldset className="signature-fields" aria-describedby="signature-fields-note">
      <legend className="eyebrow signature-fields__legend">{page.fieldsTitle}</legend>
      {fields.map((field) => {
        const id = `signature-${field.key}`;
        return (
          <div key={field.key} className="form-field">
            <label htmlFor={id} className="form-field__label">
              {field.label}
            </label>
            <input
              id={id}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              spellCheck={field.type === "text" ? undefined : false}
              className="form-field__control"
              value={person[field.key]}
              onChange={(event) => onChange({ ...person, [field.key]: event.target.value })}
            />
          </div>
        );
      })}
      <p id="signature-fields-note" className="signature-fields__note">
        {page.fieldsNote}
      </p>
    </fieldset>
  );
}
