import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadRefusal,
  NOTE_MAX_LENGTH,
} from "../../lib/admin/lead-fields.ts";

interface LeadWorkFormProps {
  version: number;
  status: string;
  ownerId: string;
  owners: readonly { id: string; email: string }[];
  notes: readonly { id: string; at: string; author: string; body: string }[];
  /** The action's answer when it refused this form. */
  refusal: LeadRefusal | undefined;
}

/**
 * Where sales has got to with a lead: status, owner and a new note, saved together from the
 * version the page showed. A refused save keeps what was typed, with the reason beside it
 * (after a conflict, the stored status and owner, and the note that was typed).
 */
export function LeadWorkForm({
  version,
  status,
  ownerId,
  owners,
  notes,
  refusal,
}: LeadWorkFormProps) {
  const typed = refusal && !refusal.conflict ? refusal.values : undefined;
  const errors = refusal?.errors ?? {};
  const described = (name: "status" | "owner" | "note") =>
    ({
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `lead-${name}-error` : undefined,
    }) as const;
  const message = (name: "status" | "owner" | "note") =>
    errors[name] && (
      <p id={`lead-${name}-error`} className="form-field__error">
        {errors[name]}
      </p>
    );
  return (
    <section className="admin__card" aria-labelledby="lead-work-title">
      <h2 id="lead-work-title" className="admin__card-title">
        Work on this lead
      </h2>
      <form method="post" className="lead-work" noValidate>
        <input type="hidden" name="intent" value="work" />
        <input type="hidden" name="version" value={version} />
        <div className="form-field" data-invalid={errors.status ? "" : undefined}>
          <label htmlFor="lead-status" className="form-field__label">
            Status
          </label>
          <select
            id="lead-status"
            name="status"
            className="form-field__control"
            defaultValue={typed?.status ?? status}
            {...described("status")}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
          {message("status")}
        </div>
        <div className="form-field" data-invalid={errors.owner ? "" : undefined}>
          <label htmlFor="lead-owner" className="form-field__label">
            Owner
          </label>
          <select
            id="lead-owner"
            name="owner"
            className="form-field__control"
            defaultValue={typed?.owner ?? ownerId}
            {...described("owner")}
          >
            <option value="">Nobody</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.email}
              </option>
            ))}
          </select>
          {message("owner")}
        </div>
        <div className="form-field" data-invalid={errors.note ? "" : undefined}>
          <label htmlFor="lead-note" className="form-field__label">
            Add a note (optional)
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={4}
            maxLength={NOTE_MAX_LENGTH}
            className="form-field__control form-field__control--area"
            defaultValue={refusal?.values.note ?? ""}
            {...described("note")}
          />
          {message("note")}
        </div>
        {refusal?.conflict && (
          <p className="form-field__error" role="alert">
            {refusal.conflict}
          </p>
        )}
        <button type="submit" className="button">
          Save
        </button>
      </form>
      <h3 className="lead-notes__title">Notes</h3>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="lead-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="lead-notes__meta">
                {note.at.slice(0, 16).replace("T", " ")} UTC, {note.author}
              </p>
              <p className="lead-notes__body">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
