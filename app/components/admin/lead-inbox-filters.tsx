import type { ReactNode } from "react";
import {
  LEAD_AUDIENCE_LABELS,
  LEAD_AUDIENCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from "../../lib/admin/lead-fields.ts";

type FilterName = "from" | "to" | "audience" | "source" | "status";

interface LeadInboxFiltersProps {
  view: "inbox" | "suspected";
  values: Record<FilterName, string>;
  errors: Partial<Record<FilterName, string>>;
  sources: readonly string[];
  clearHref: string;
}

/**
 * The inbox's filters as a plain GET form: the filtered view is an address, which the
 * browser keeps in its history and the CSV download repeats.
 */
export function LeadInboxFilters({
  view,
  values,
  errors,
  sources,
  clearHref,
}: LeadInboxFiltersProps) {
  const field = (name: FilterName, label: string, control: (props: ControlProps) => ReactNode) => {
    const error = errors[name];
    const id = `filter-${name}`;
    return (
      <div className="form-field" data-invalid={error ? "" : undefined}>
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {control({
          id,
          name,
          defaultValue: values[name],
          className: "form-field__control",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
        {error && (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const choices =
    (any: string, options: readonly (readonly [string, string])[]) => (props: ControlProps) => (
      <select {...props}>
        <option value="">{any}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    );
  // A source typed into the address that no lead has still shows as chosen.
  const sourceOptions = [...new Set([...sources, values.source].filter(Boolean))];
  return (
    <form method="get" className="lead-filters" aria-label="Filter the leads">
      {view === "suspected" && <input type="hidden" name="view" value="suspected" />}
      {field("from", "Received from", (props) => (
        <input type="date" {...props} />
      ))}
      {field("to", "Received until", (props) => (
        <input type="date" {...props} />
      ))}
      {field(
        "audience",
        "Audience",
        choices(
          "Buyers and brokers",
          LEAD_AUDIENCES.map((value) => [value, LEAD_AUDIENCE_LABELS[value]] as const),
        ),
      )}
      {field(
        "source",
        "Source (UTM)",
        choices(
          "Any source",
          sourceOptions.map((value) => [value, value] as const),
        ),
      )}
      {field(
        "status",
        "Status",
        choices(
          "Any status",
          LEAD_STATUSES.map((value) => [value, LEAD_STATUS_LABELS[value]] as const),
        ),
      )}
      <div className="lead-filters__actions">
        <button type="submit" className="button">
          Show these leads
        </button>
        <a href={clearHref}>Clear the filters</a>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  name: string;
  defaultValue: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}
