import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadRefusal,
  NOTE_MAX_LENGTH,
} from "../../lib/admin/lead-fields.ts";
import { AdminField } from "./admin-field.tsx";

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
  return (
    <section className="admin__card" aria-labelledby="lead-work-title">
      <h2 id="lead-work-title" className="admin__card-title">
        Work on this lead
      </h2>
      <form method="post" className="lead-work" noValidate>
        <input type="hidden" name="intent" value="work" />
        <input type="hidden" name="version" value={version} />
        <AdminField id="lead-status" label="Status" error={errors.status}>
          {(control) => (
            <select
              {...control}
              name="status"
              className="form-field__control"
              defaultValue={typed?.status ?? status}
            >
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="lead-owner" label="Owner" error={errors.owner}>
          {(control) => (
            <select
              {...control}
              name="owner"
              className="form-field__control"
              defaultValue={typed?.owner ?? ownerId}
            >
              <option value="">Nobody</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.email}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="lead-note" label="Add a note (optional)" error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={4}
              maxLength={NOTE_MAX_LENGTH}
              className="form-field__control form-field__control--area"
              defaultValue={refusal?.values.note ?? ""}
            />
          )}
        </AdminField>
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
