import type { TrackingParameters } from "./site-state.ts";

/** Fields the browser adds beside the visitor's answers (see app/content/contact-form.ts). */
export interface InquiryExtras {
  submission_id?: string;
  fill_ms?: number;
  page_path: string;
  tracking: TrackingParameters;
}

export type InquiryPayload = Record<string, string | number>;

/** What a page's action sends back when its form, posted without JavaScript, was not accepted. */
export interface InquiryPostResult {
  /** What the visitor typed, so the form comes back filled in. */
  values: Record<string, string>;
  errors?: Record<string, string[]>;
  message?: string;
}

/**
 * The register-contact body from an inquiry form's fields, for the JavaScript path and for
 * the page's own POST alike. A repeated name keeps its last value, as a server reading the
 * form would: the broker checkbox follows a hidden "No", so unticked sends No and ticked Yes.
 * UTM parameters from the visit fill only those the form does not carry itself.
 */
export function inquiryPayload(
  entries: Iterable<[string, FormDataEntryValue]>,
  extras: InquiryExtras,
): InquiryPayload {
  const payload: InquiryPayload = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    payload[name] = value;
  }
  for (const [name, value] of Object.entries(extras.tracking)) {
    if (value && !payload[name]) payload[name] = value;
  }
  payload.page_path = extras.page_path;
  if (extras.submission_id) payload.submission_id = extras.submission_id;
  if (extras.fill_ms !== undefined) payload.fill_ms = Math.round(extras.fill_ms);
  return payload;
}
