import type { LeadRefusal } from "../../lib/admin/lead-fields.ts";

/**
 * The privacy notice's promise kept from the lead's page: the person who sent it, every
 * inquiry of theirs, the notes and deliveries, removed at once. A box to tick first, since it
 * cannot be undone; without it the server refuses and says so beside the box.
 */
export function LeadEraseForm({
  inquiries,
  refusal,
}: {
  inquiries: number;
  refusal: LeadRefusal | undefined;
}) {
  const error = refusal?.errors.confirm;
  return (
    <section className="admin__card" aria-labelledby="lead-erase-title">
      <h2 id="lead-erase-title" className="admin__card-title">
        Erase this person
      </h2>
      <p>
        When someone asks to be forgotten: removes this person’s contact,{" "}
        {inquiries === 1 ? "their inquiry" : `all ${inquiries} of their inquiries`}, the notes and
        the deliveries, pending ones included. It cannot be undone; the audit log keeps who erased
        and how much, nothing about the person.
      </p>
      <form method="post" className="lead-erase" noValidate>
        <input type="hidden" name="intent" value="erase" />
        <div className="form-check">
          <input
            id="lead-erase-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            className="form-check__box"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "lead-erase-error" : undefined}
          />
          <label htmlFor="lead-erase-confirm" className="form-check__label">
            I understand that this person is erased for good
          </label>
          {error && (
            <p id="lead-erase-error" className="form-field__error">
              {error}
            </p>
          )}
        </div>
        {refusal?.conflict && (
          <p className="form-field__error" role="alert">
            {refusal.conflict}
          </p>
        )}
        <button type="submit" className="button">
          Erase this person
        </button>
      </form>
    </section>
  );
}
