/**
 * The form dropdown's behaviour without React or the DOM (spec sections 3 and 4): option
 * normalisation, which option starts selected, what each key does, type-ahead search and how far
 * the active option may move. The keyboard model is the WAI-ARIA APG select-only combobox:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/
 */

/** An option as callers give it: a plain value (also its text) or a value with its own text. */
export type DropdownOption = string | { value: string; text: string };

/** An option as the dropdown renders it; the label option ("Please select") is the placeholder. */
export interface DropdownItem {
  value: string;
  text: string;
  placeholder: boolean;
  /** Unique among the items even when values repeat (dial codes: US and CA are both +1). */
  key: string;
}

export function optionValue(option: DropdownOption): string {
  return typeof option === "string" ? option : option.value;
}

export function optionText(option: DropdownOption): string {
  return typeof option === "string" ? option : option.text;
}

/** The rendered list: the label option, when given, comes first with an empty value. */
export function normaliseOptions(
  options: readonly DropdownOption[],
  labelOption?: string,
): DropdownItem[] {
  const seen = new Map<string, number>();
  const items: DropdownItem[] = [];
  const add = (value: string, text: string, placeholder: boolean) => {
    const base = `${value}|${text}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    items.push({ value, text, placeholder, key: count === 0 ? base : `${base}|${count}` });
  };
  if (labelOption !== undefined) add("", labelOption, true);
  for (const option of options) add(optionValue(option), optionText(option), false);
  return items;
}

/**
 * The index (into the rendered items) that starts selected: the first item whose value is
 * `defaultValue`; else the caller's option at `initialIndex` when that index exists; else the
 * first item, which is the label option when there is one. -1 only when there are no items.
 */
export function initialSelection(
  items: readonly DropdownItem[],
  { defaultValue, initialIndex }: { defaultValue?: string; initialIndex?: number },
): number {
  if (defaultValue !== undefined) {
    const index = items.findIndex((item) => item.value === defaultValue);
    if (index >= 0) return index;
  }
  const offset = items[0]?.placeholder ? 1 : 0;
  if (
    initialIndex !== undefined &&
    Number.isInteger(initialIndex) &&
    initialIndex >= 0 &&
    initialIndex + offset < items.length
  ) {
    return initialIndex + offset;
  }
  return items.length > 0 ? 0 : -1;
}

/** Keeps an index inside a list of `length` items; -1 for an empty list. */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return -1;
  return Math.min(Math.max(index, 0), length - 1);
}

/** How far PageUp and PageDown move the active option. */
export const PAGE_STEP = 10;

export type Move = { delta: number } | "first" | "last";

/** The active option after a move; moves stop at either end (no wrap-around). */
export function moveActive(current: number, move: Move, length: number): number {
  if (move === "first") return clampIndex(0, length);
  if (move === "last") return clampIndex(length - 1, length);
  return clampIndex(current + move.delta, length);
}

export type OpenAt = "selected" | "first" | "last";

/** The active option when the list opens: the selected one, or the first when none is. */
export function activeOnOpen(at: OpenAt, selected: number, length: number): number {
  if (at === "selected") return clampIndex(selected < 0 ? 0 : selected, length);
  return moveActive(selected, at, length);
}

export type DropdownAction =
  | { type: "none" }
  | { type: "open"; at: OpenAt }
  | { type: "move"; to: Move }
  /** Enter, Space, Alt+ArrowUp: choose the active option and close; focus stays. */
  | { type: "pick" }
  /** Tab: choose the active option and close, and let the browser move focus on. */
  | { type: "pick-and-leave" }
  /** Escape: close without changing, and stop the key reaching an outer dialog. */
  | { type: "dismiss" }
  | { type: "search"; char: string };

export interface KeyInput {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const none: DropdownAction = { type: "none" };

function isPrintable(key: string): boolean {
  return [...key].length === 1;
}

/**
 * What a key does. `typingAhead` says a type-ahead search is under way, when Space is part of
 * the search ("United States") instead of opening or picking.
 */
export function keyAction(input: KeyInput, open: boolean, typingAhead: boolean): DropdownAction {
  const { key, altKey = false, ctrlKey = false, metaKey = false } = input;
  if (ctrlKey || metaKey) return none;
  if (key === " " && typingAhead && !altKey) return { type: "search", char: " " };
  if (!open) {
    const opens = key === "ArrowDown" || key === "ArrowUp";
    if (altKey) return opens ? { type: "open", at: "selected" } : none;
    if (opens || key === "Enter" || key === " ") return { type: "open", at: "selected" };
    if (key === "Home") return { type: "open", at: "first" };
    if (key === "End") return { type: "open", at: "last" };
    return isPrintable(key) ? { type: "search", char: key } : none;
  }
  if (altKey) return key === "ArrowUp" ? { type: "pick" } : none;
  switch (key) {
    case "ArrowDown":
      return { type: "move", to: { delta: 1 } };
    case "ArrowUp":
      return { type: "move", to: { delta: -1 } };
    case "PageDown":
      return { type: "move", to: { delta: PAGE_STEP } };
    case "PageUp":
      return { type: "move", to: { delta: -PAGE_STEP } };
    case "Home":
      return { type: "move", to: "first" };
    case "End":
      return { type: "move", to: "last" };
    case "Enter":
    case " ":
      return { type: "pick" };
    case "Tab":
      return { type: "pick-and-leave" };
    case "Escape":
      return { type: "dismiss" };
    default:
      return isPrintable(key) ? { type: "search", char: key } : none;
  }
}

/** Every handled key but Tab replaces the browser's default (scrolling, clicking the button). */
export function preventsDefault(action: DropdownAction): boolean {
  return action.type !== "none" && action.type !== "pick-and-leave";
}

/**
 * Typed characters belong to one search while each follows the last within this time, as in the
 * WAI-ARIA listbox pattern. (It was raised to a second once to quiet a starved test machine;
 * the tests now hold the page's clock instead.)
 */
export const TYPE_AHEAD_RESET_MS = 500;

export interface TypeAheadState {
  buffer: string;
  at: number;
}

export const emptyTypeAhead: TypeAheadState = { buffer: "", at: Number.NEGATIVE_INFINITY };

export function isTypingAhead(state: TypeAheadState, now: number): boolean {
  return state.buffer !== "" && now - state.at < TYPE_AHEAD_RESET_MS;
}

/** Case- and accent-insensitive, so "cote" finds "Côte d'Ivoire". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

function findFrom(items: readonly DropdownItem[], prefix: string, start: number): number | null {
  const length = items.length;
  for (let step = 0; step < length; step += 1) {
    const index = (((start + step) % length) + length) % length;
    const item = items[index];
    if (item && !item.placeholder && fold(item.text).startsWith(prefix)) return index;
  }
  return null;
}

/**
 * Adds a typed character to the search and finds the option it points at, searching from
 * `from` (the active option when open, the selected one when closed) and wrapping around.
 * A first character, or the same character repeated, moves to the next option starting with it,
 * so pressing "b" again cycles through the B countries; a longer string keeps the current option
 * while it still matches. The placeholder is never found. `index` is null when nothing matches.
 */
export function typeAhead(
  state: TypeAheadState,
  char: string,
  now: number,
  items: readonly DropdownItem[],
  from: number,
): { state: TypeAheadState; index: number | null } {
  const buffer = (isTypingAhead(state, now) ? state.buffer : "") + fold(char);
  const first = [...buffer][0] ?? "";
  const repeated = [...buffer].every((c) => c === first);
  const index = repeated ? findFrom(items, first, from + 1) : findFrom(items, buffer, from);
  return { state: { buffer, at: now }, index };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * The native select's options as HTML, with exactly the item at `selected` marked. React can only
 * pick an option by value and marks every option sharing it, and the browser then shows the last
 * one: with US and CA both +1, a default of US would show CA before and without JavaScript.
 */
export function nativeOptionsHtml(items: readonly DropdownItem[], selected: number): string {
  return items
    .map((item, index) => {
      const mark = index === selected ? " selected" : "";
      return `<option value="${escapeHtml(item.value)}"${mark}>${escapeHtml(item.text)}</option>`;
    })
    .join("");
}

const itemsByList = new WeakMap<
  readonly DropdownOption[],
  Map<string | undefined, DropdownItem[]>
>();
const htmlByItems = new WeakMap<readonly DropdownItem[], Map<number, string>>();

/**
 * normaliseOptions and nativeOptionsHtml, worked out once per list, label and choice. The forms'
 * lists are module constants (the countries and dialling codes are 500 options between them),
 * and the server draws the inquiry form afresh on every request to a page that carries it.
 */
export function dropdownMarkup(
  options: readonly DropdownOption[],
  labelOption: string | undefined,
  pick: (items: readonly DropdownItem[]) => number,
): { items: readonly DropdownItem[]; selected: number; html: string } {
  const byLabel = itemsByList.get(options) ?? new Map<string | undefined, DropdownItem[]>();
  itemsByList.set(options, byLabel);
  const items = byLabel.get(labelOption) ?? normaliseOptions(options, labelOption);
  byLabel.set(labelOption, items);
  const selected = pick(items);
  const bySelection = htmlByItems.get(items) ?? new Map<number, string>();
  htmlByItems.set(items, bySelection);
  const html = bySelection.get(selected) ?? nativeOptionsHtml(items, selected);
  bySelection.set(selected, html);
  return { items, selected, html };
}
