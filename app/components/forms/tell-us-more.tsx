import { useState } from "react";
import {
  brokerOptions,
  firstHeardOptions,
  fullFormCopy,
  howWillYouUseOptions,
  nextTripOptions,
  phoneTypeOptions,
  purchaseTimelineOptions,
  yesNoOptions,
} from "../../content/contact-form.ts";
import type { FormProblem } from "./form-errors.ts";
import { ChoiceInput, QuestionsInput, TextInput } from "./inquiry-fields.tsx";

/** The full form's optional questions, in the order they are drawn (and the error panel lists them). */
export const tellUsMoreFields = [
  "next_trip",
  "visited_before",
  "how_will_you_use",
  "purchase_timeline",
  "owned_property",
  "broker",
  "mandarin_oriental_fan",
  "first_hear_about_us",
  "questions",
  "phone_type",
  "address",
  "city",
  "state",
] as const;

const { more, choose } = fullFormCopy;

/** "Your plans": each a choice among its options, in the order they are asked. */
const planQuestions = [
  ["next_trip", nextTripOptions],
  ["visited_before", yesNoOptions],
  ["how_will_you_use", howWillYouUseOptions],
  ["purchase_timeline", purchaseTimelineOptions],
  ["owned_property", yesNoOptions],
  ["broker", brokerOptions],
  ["mandarin_oriental_fan", yesNoOptions],
  ["first_hear_about_us", firstHeardOptions],
] as const;

interface TellUsMoreProps {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * The optional questions behind a native disclosure: it opens with a click, Enter or Space,
 * before and without JavaScript, and announces its state to screen readers. Its fields are
 * sent closed or open, empty unless answered, as they were before they were tucked away.
 */
export function TellUsMore({ open, onToggle }: TellUsMoreProps) {
  return (
    <details
      className="tell-us-more"
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="tell-us-more__summary">
        <span className="tell-us-more__title">{more.summary}</span>
        <span className="tell-us-more__hint">{more.hint}</span>
      </summary>
      <div className="tell-us-more__body">
        <p className="tell-us-more__intro">{more.intro}</p>
        <fieldset className="tell-us-more__group">
          <legend className="tell-us-more__legend">{more.plans}</legend>
          <div className="inquiry-form__fields">
            {planQuestions.map(([name, options]) => (
              <ChoiceInput key={name} wide name={name} options={options} placeholder={choose} />
            ))}
            <QuestionsInput />
          </div>
        </fieldset>
        <fieldset className="tell-us-more__group">
          <legend className="tell-us-more__legend">{more.reach}</legend>
          <div className="inquiry-form__fields">
            <ChoiceInput name="phone_type" options={phoneTypeOptions} placeholder={choose} />
            <TextInput name="address" autoComplete="address-line1" wide />
            <TextInput name="city" autoComplete="address-level2" />
            <TextInput name="state" autoComplete="address-level1" />
          </div>
        </fieldset>
      </div>
    </details>
  );
}

/**
 * Whether "Tell us more" is open: as the visitor leaves it, except that it opens by itself
 * when an error names one of its fields (so the panel's link can reach it) or when answers
 * given inside it come back (a reload, a form posted without JavaScript).
 */
export function useTellUsMore(problem: FormProblem | null, values: Record<string, string>) {
  const needed = namesAField(problem) || hasAnswers(values);
  const [open, setOpen] = useState(needed);
  // Adjusted while rendering, not in an effect, so the fields are drawn open at once.
  const [seen, setSeen] = useState({ problem, values });
  if (seen.problem !== problem || seen.values !== values) {
    setSeen({ problem, values });
    if (needed) setOpen(true);
  }
  return { open, setOpen };
}

const inside: ReadonlySet<string> = new Set(tellUsMoreFields);

function namesAField(problem: FormProblem | null): boolean {
  return problem?.kind === "fields" && problem.errors.some(({ field }) => inside.has(field));
}

function hasAnswers(values: Record<string, string>): boolean {
  return Object.entries(values).some(
    ([field, value]) =>
      inside.has(field) &&
      value.trim() !== "" &&
      // The short form's unticked broker box, kept in the visit's draft: not an answer given here.
      !(field === "broker" && value === "No"),
  );
}
