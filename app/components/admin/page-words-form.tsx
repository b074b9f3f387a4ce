import { useState } from "react";
import {
  PAGE_FIELDS,
  PAGE_WORD_LIMITS,
  type PageField,
  type PageWords,
  pageAnchor,
  type SettingsRefusal,
} from "../../lib/site-settings.ts";
import { SettingsField } from "./settings-field.tsx";

export interface PageWordsRow {
  path: string;
  url: string;
  /** What follows the page's title in the browser and in search: " | The Residences…". */
  titleSuffix: string;
  words: PageWords;
  version: number;
}

const HINTS: Record<PageField, string> = {
  title: `Up to ${PAGE_WORD_LIMITS.title.max} characters; the development's name follows it.`,
  description: `${PAGE_WORD_LIMITS.description.min} to ${PAGE_WORD_LIMITS.description.max} characters, as search results show it.`,
  shareText: `Up to ${PAGE_WORD_LIMITS.shareText.max} characters, for links shared on social networks; empty uses the description.`,
};

/**
 * One page's title, description and share text, with a preview of the search result they make
 * and a count of each field's characters, both following the typing.
 */
export function PageWordsForm({
  row,
  refusal,
  saved,
}: {
  row: PageWordsRow;
  refusal: SettingsRefusal<PageField> | undefined;
  saved: boolean;
}) {
  // After a conflict the form shows the stored version, which the message asks to edit again.
  const typed = refusal && !refusal.conflict ? refusal.values : {};
  const start = { ...row.words, ...typed };
  const [words, setWords] = useState<PageWords>(start);
  const id = pageAnchor(row.path);
  return (
    <section id={id} className="admin__card settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin__card-title">
        {row.path}
      </h2>
      {refusal && (
        <p className="form-field__error" role="alert">
          {refusal.conflict ?? "Nothing was saved: see the messages beside the fields."}
        </p>
      )}
      {saved && !refusal && <p role="status">Saved. The page shows it within a minute.</p>}
      <form method="post" className="settings__group" key={row.version}>
        <input type="hidden" name="path" value={row.path} />
        <input type="hidden" name="version" value={row.version} />
        {PAGE_FIELDS.map(({ name, label }) => (
          <div key={name}>
            <SettingsField
              id={`${id}-${name}`}
              name={name}
              label={`${label} of ${row.path}`}
              hint={HINTS[name]}
              value={start[name]}
              error={refusal?.errors[name]}
              multiline={name !== "title"}
              onChange={(value) => setWords((current) => ({ ...current, [name]: value }))}
            />
            <CharacterCount text={words[name]} max={PAGE_WORD_LIMITS[name].max} />
          </div>
        ))}
        <figure className="snippet" aria-labelledby={`${id}-preview`}>
          <figcaption id={`${id}-preview`} className="visually-hidden">
            Search result preview for {row.path}
          </figcaption>
          <p className="snippet__url">{row.url}</p>
          <p className="snippet__title">
            {words.title.trim()}
            {row.titleSuffix}
          </p>
          <p className="snippet__text">{words.description.trim()}</p>
        </figure>
        <p className="admin__actions">
          <button type="submit" className="button button--quiet">
            Save<span className="visually-hidden"> {row.path}</span>
          </button>
        </p>
      </form>
    </section>
  );
}

function CharacterCount({ text, max }: { text: string; max: number }) {
  const length = text.trim().length;
  return (
    <p className="settings__hint settings__count" data-over={length > max ? "" : undefined}>
      {length} of {max} characters
    </p>
  );
}
