/**
 * What a visitor has typed into an inquiry form, kept in session storage until the sales
 * team has it: a reload, a lost connection or an expired page never costs them their
 * answers. One draft serves every inquiry form of the visit, and its submission id makes a
 * retry of the same inquiry a duplicate the server recognises rather than a second lead.
 */
export interface InquiryDraft {
  submissionId: string;
  /** When the visitor first typed, for the fill time the server checks (epoch ms). */
  startedAt: number;
  values: Record<string, string>;
}

const STORAGE_KEY = "inquiry-draft";

/** Fields a draft never keeps: the page's token, fixed hidden values and the honeypot. */
const NOT_KEPT = new Set(["csrf_token", "intro", "website"]);

export function newDraft(now: number, submissionId: string): InquiryDraft {
  return { submissionId, startedAt: now, values: {} };
}

export function readDraft(storage: Storage | null): InquiryDraft | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<InquiryDraft>;
    if (
      typeof draft.submissionId !== "string" ||
      typeof draft.startedAt !== "number" ||
      typeof draft.values !== "object" ||
      draft.values === null
    ) {
      return null;
    }
    const values = Object.fromEntries(
      Object.entries(draft.values).filter(([, value]) => typeof value === "string"),
    ) as Record<string, string>;
    return { submissionId: draft.submissionId, startedAt: draft.startedAt, values };
  } catch {
    return null;
  }
}

/** Keeps the form's current answers; answers from another page's form stay in the draft. */
export function saveDraft(
  storage: Storage | null,
  draft: InquiryDraft,
  entries: Iterable<[string, FormDataEntryValue]>,
  fieldsOnPage: readonly string[],
): InquiryDraft {
  const values = { ...draft.values };
  for (const field of fieldsOnPage) delete values[field];
  for (const [name, value] of entries) {
    if (typeof value === "string" && !NOT_KEPT.has(name)) values[name] = value;
  }
  const next = { ...draft, values };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the form still works, it just cannot survive a reload.
  }
  return next;
}

export function clearDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}
