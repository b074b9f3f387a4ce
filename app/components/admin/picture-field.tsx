import { AdminField } from "./admin-field.tsx";

interface PictureFieldProps {
  label: string;
  hint: string;
  /** The picture's address now, or "" for none. */
  current: string;
  error: string | undefined;
}

/** A form's picture: the current one, a file to replace it and a box to take it away. */
export function PictureField({ label, hint, current, error }: PictureFieldProps) {
  return (
    <>
      {current && (
        <figure className="admin__check">
          <img src={current} alt="" className="admin__preview" width={192} />
          <figcaption>The current {label.toLowerCase()}</figcaption>
        </figure>
      )}
      <AdminField
        id="picture"
        label={current ? `New ${label.toLowerCase()}` : label}
        hint={hint}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="form-field__control"
          />
        )}
      </AdminField>
      {current && (
        <p className="admin__check">
          <input id="remove-picture" name="remove-picture" type="checkbox" />
          <label htmlFor="remove-picture">Remove the {label.toLowerCase()}</label>
        </p>
      )}
    </>
  );
}
