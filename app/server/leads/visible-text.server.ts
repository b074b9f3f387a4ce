/**
 * What a visitor's typed text may contain (issue 24). Three kinds of invisible character:
 *
 * - Refused, so the visitor hears about it and nothing is stored: control characters (C0,
 *   DEL, C1; multi-line text keeps tab and line breaks), the bidi embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069) that reorder what a reader sees, line and
 *   paragraph separators in one-line fields, and lone surrogates (half a character).
 * - Removed, as they only steer layout and a stored name never needs them: soft hyphen,
 *   zero-width space, word joiner and invisible operators, the direction marks (LRM, RLM,
 *   ALM), deprecated format controls, byte-order mark, interlinear annotation controls and
 *   tag characters (which can carry hidden text). ZWNJ and ZWJ are kept only right after a
 *   letter of a script that shapes with them (not Latin, Greek or Cyrillic) or an emoji,
 *   where they change how a word or an emoji sequence is drawn; elsewhere they are removed.
 * - Text left with nothing visible (spaces of any kind, fillers, combining marks alone) is
 *   empty. https://www.unicode.org/reports/tr9/ and https://www.unicode.org/reports/tr36/
 */

const LONE_SURROGATE = /\p{Surrogate}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const LINE_CONTROL = /[\p{Cc}\u2028\u2029]/u;
const MULTILINE_CONTROL = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
const LAYOUT_ONLY =
  /[\u00AD\u061C\u200B\u200E\u200F\u2060-\u2064\u206A-\u206F\uFEFF\uFFF9-\uFFFB\u{E0001}\u{E0020}-\u{E007F}]/gu;
const STRAY_JOINER =
  /(?<!(?:(?![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}])\p{L}|\p{Extended_Pictographic})[\p{M}\p{Emoji_Modifier}]*)[\u200C\u200D]/gu;
const VISIBLE =
  /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\p{Surrogate}\u2800]/u;

export interface TextShape {
  /** Multi-line text (a textarea) keeps tabs and line breaks. */
  multiline?: boolean;
}

/** Half of a surrogate pair: the text was cut inside a character (often an emoji). */
export function hasBrokenCharacter(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function hasRefusedControl(value: string, { multiline = false }: TextShape = {}): boolean {
  return BIDI_CONTROL.test(value) || (multiline ? MULTILINE_CONTROL : LINE_CONTROL).test(value);
}

/** True when something in the text would show on screen. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * The text as stored: line breaks as LF (multi-line only), layout-only characters removed,
 * NFC-normalised, trimmed, and empty when nothing visible is left. Refused characters are
 * the caller's to check first.
 */
export function cleanText(value: string, { multiline = false }: TextShape = {}): string {
  const lines = multiline ? value.replace(LINE_BREAK, "\n") : value;
  const cleaned = lines.replace(LAYOUT_ONLY, "").replace(STRAY_JOINER, "").normalize("NFC").trim();
  return hasVisibleCharacter(cleaned) ? cleaned : "";
}
