import { createContext, type ReactNode, use } from "react";
import { CHOOSE_OPTION, inquiryLabels } from "../../content/contact-form.ts";
import {
  countries,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY,
  dialCodes,
} from "../../content/countries.ts";
import { Dropdown, type DropdownOption } from "./dropdown.tsx";
import { controlState, FieldError, FormField, fieldIds } from "./form-field.tsx";

type FieldName = keyof typeof inquiryLabels | "consent";

/** What every field of one form reads: its starting values, its errors, the change hook. */
export interface InquiryFieldState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Called when a dropdown changes, which fires no input event of its own. */
  onChoice: () => void;
}

export const InquiryFieldsContext = createContext<InquiryFieldState>({
  values: {},
  errors: {},
  onChoice: () => {},
});

interface TextInputProps {
  name: FieldName;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
}

export function TextInput({ name, type = "text", autoComplete, required, wide }: TextInputProps) {
  const { values, errors } = use(InquiryFieldsContext);
  return (
    <FormField name={name} label={label(name)} required={required} error={errors[name]} wide={wide}>
      <input
        {...controlState(name, errors[name])}
        className="form-field__control"
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[name] ?? ""}
        maxLength={type === "email" ? 254 : 100}
        spellCheck={type === "text" ? undefined : false}
      />
    </FormField>
  );
}

export function QuestionsInput() {
  const { values, errors } = use(InquiryFieldsContext);
  return (
    <FormField name="questions" label={label("questions")} error={errors.questions} wide>
      <textarea
        {...controlState("questions", errors.questions)}
        className="form-field__control form-field__control--area"
        rows={4}
        maxLength={2000}
        defaultValue={values.questions ?? ""}
      />
    </FormField>
  );
}

interface ChoiceInputProps {
  name: FieldName;
  options: readonly DropdownOption[];
  required?: boolean;
  autoComplete?: string;
  /** The value chosen until the visitor picks; without one the list starts on the placeholder. */
  fallback?: string;
  /** The empty first choice when there is no fallback ("Please select" unless given). */
  placeholder?: string;
  wide?: boolean;
}

export function ChoiceInput({
  name,
  options,
  required,
  autoComplete,
  fallback,
  placeholder = CHOOSE_OPTION,
  wide,
}: ChoiceInputProps) {
  const { values, errors, onChoice } = use(InquiryFieldsContext);
  const { id, labelId, errorId } = fieldIds(name);
  return (
    <FormField name={name} label={label(name)} required={required} error={errors[name]} wide={wide}>
      <Dropdown
        id={id}
        name={name}
        labelId={labelId}
        options={options}
        defaultValue={values[name] ?? fallback}
        labelOption={fallback ? undefined : placeholder}
        required={required}
        errorId={errors[name] ? errorId : undefined}
        autoComplete={autoComplete}
        onChange={onChoice}
      />
    </FormField>
  );
}

export function CountryInput() {
  return (
    <ChoiceInput
      name="country"
      options={countries}
      autoComplete="country-name"
      fallback={DEFAULT_COUNTRY}
    />
  );
}

// One list for every render, so the dropdown works out its options once (dropdownMarkup).
const dialCodeOptions: DropdownOption[] = dialCodes.map((item) => ({
  value: item.text,
  text: `${item.text} ${item.value}`,
}));

/**
 * The dialling code beside the number. The list's values are the two-letter codes, because
 * prefixes repeat (US and CA are both +1); the server adds the prefix for the chosen code.
 */
export function PhoneInput() {
  const { values, errors, onChoice } = use(InquiryFieldsContext);
  const code = fieldIds("phone_country_code_text");
  const text = values.phone_country_code_text ?? DEFAULT_PHONE_COUNTRY;
  return (
    <FormField name="phone" label={label("phone")} required error={errors.phone}>
      <div className="phone-field">
        <span id={code.labelId} className="visually-hidden">
          {label("phone_country_code_text")}
        </span>
        <Dropdown
          id={code.id}
          name="phone_country_code_text"
          labelId={code.labelId}
          options={dialCodeOptions}
          defaultValue={text}
          autoComplete="tel-country-code"
          onChange={onChoice}
          className="phone-field__code"
        />
        <input
          {...controlState("phone", errors.phone)}
          className="form-field__control"
          // tel-national (the number without the dialling code chosen beside it) is valid HTML
          // on a text field only; inputMode still brings up the phone keypad.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={10}
          defaultValue={values.phone ?? ""}
          onInput={(event) => {
            // Spec section 5: the phone is cut to its first 10 characters as it is typed.
            const input = event.currentTarget;
            if (input.value.length > 10) input.value = input.value.slice(0, 10);
          }}
        />
      </div>
    </FormField>
  );
}

interface CheckboxInputProps {
  name: "broker" | "consent";
  children: ReactNode;
  required?: boolean;
}

/**
 * A checkbox with its sentence. The broker box follows a hidden "No", so an unticked box
 * still answers the question, with or without JavaScript.
 */
export function CheckboxInput({ name, children, required }: CheckboxInputProps) {
  const { values, errors } = use(InquiryFieldsContext);
  const { id, errorId } = fieldIds(name);
  const checkedValue = name === "broker" ? "Yes" : "1";
  return (
    <div className="form-check" data-invalid={errors[name] ? "" : undefined}>
      {name === "broker" && <input type="hidden" name="broker" value="No" />}
      <input
        {...controlState(name, errors[name])}
        className="form-check__box"
        type="checkbox"
        value={checkedValue}
        required={required}
        defaultChecked={values[name] === checkedValue}
      />
      <label htmlFor={id} className="form-check__label" data-required={required ? "" : undefined}>
        {children}
      </label>
      {errors[name] && <FieldError id={errorId} html={errors[name]} />}
    </div>
  );
}

function label(name: FieldName): string {
  return name === "consent" ? "Consent" : inquiryLabels[name];
}
