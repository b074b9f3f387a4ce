import { describe, expect, it } from "vitest";
import {
  activeOnOpen,
  clampIndex,
  type DropdownAction,
  type DropdownItem,
  dropdownMarkup,
  emptyTypeAhead,
  initialSelection,
  isTypingAhead,
  keyAction,
  moveActive,
  nativeOptionsHtml,
  normaliseOptions,
  optionText,
  optionValue,
  PAGE_STEP,
  preventsDefault,
  TYPE_AHEAD_RESET_MS,
  type TypeAheadState,
  typeAhead,
} from "./dropdown-keys.ts";

const countries = ["United States", "Canada", "Great Britain", "Bahamas", "Bahrain", "Belgium"];
const dialCodes = [
  { value: "+1", text: "US" },
  { value: "+1", text: "CA" },
  { value: "+1 242", text: "BS" },
  { value: "+345", text: "KY" },
];

describe("option normalisation", () => {
  it("reads plain values and value/text pairs", () => {
    expect(optionValue("Canada")).toBe("Canada");
    expect(optionText("Canada")).toBe("Canada");
    expect(optionValue({ value: "+1 242", text: "BS" })).toBe("+1 242");
    expect(optionText({ value: "+1 242", text: "BS" })).toBe("BS");
  });

  it("puts the label option first with an empty value", () => {
    const items = normaliseOptions(["A", { value: "b", text: "B" }], "Please select");
    expect(items.map(({ value, text, placeholder }) => ({ value, text, placeholder }))).toEqual([
      { value: "", text: "Please select", placeholder: true },
      { value: "A", text: "A", placeholder: false },
      { value: "b", text: "B", placeholder: false },
    ]);
  });

  it("has no placeholder without a label option, and an empty label option still counts", () => {
    expect(normaliseOptions(["A"]).some((item) => item.placeholder)).toBe(false);
    expect(normaliseOptions(["A"], "")[0]).toMatchObject({
      value: "",
      text: "",
      placeholder: true,
    });
  });

  it("gives every item a unique key even when values and texts repeat", () => {
    const keys = normaliseOptions([...dialCodes, "x", "x", "x"], "Code").map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(8);
  });
});

describe("native options markup", () => {
  it("marks exactly the selected item, even among options sharing a value", () => {
    const items = normaliseOptions(dialCodes);
    expect(nativeOptionsHtml(items, 1)).toBe(
      '<option value="+1">US</option><option value="+1" selected>CA</option>' +
        '<option value="+1 242">BS</option><option value="+345">KY</option>',
    );
    expect(nativeOptionsHtml(items, 0).match(/selected/g)).toHaveLength(1);
    expect(nativeOptionsHtml(items, -1)).not.toContain("selected");
  });

  it("puts the label option first with an empty value", () => {
    expect(nativeOptionsHtml(normaliseOptions(["A"], "Please select"), 0)).toBe(
      '<option value="" selected>Please select</option><option value="A">A</option>',
    );
  });

  it("escapes text and values", () => {
    const items = normaliseOptions([{ value: 'a"><script>&', text: "<b>Tom & Jerry</b>" }]);
    expect(nativeOptionsHtml(items, -1)).toBe(
      '<option value="a&quot;&gt;&lt;script&gt;&amp;">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</option>',
    );
  });
});

describe("dropdown markup for a list", () => {
  const pickValue = (value: string) => (items: readonly DropdownItem[]) =>
    initialSelection(items, { defaultValue: value });

  it("is the options' items and HTML for the picked choice, label first", () => {
    const markup = dropdownMarkup(countries, "Please select", pickValue("Canada"));
    expect(markup.items).toEqual(normaliseOptions(countries, "Please select"));
    expect(markup.selected).toBe(2);
    expect(markup.html).toBe(nativeOptionsHtml(markup.items, 2));
  });

  it("follows each render's label and choice for the same list", () => {
    const labelled = dropdownMarkup(countries, "Please select", pickValue("Canada"));
    const plain = dropdownMarkup(countries, undefined, pickValue("Canada"));
    const other = dropdownMarkup(countries, "Please select", pickValue("Belgium"));
    expect(plain.items[0]?.placeholder).toBe(false);
    expect(plain.selected).toBe(1);
    expect(other.selected).toBe(6);
    expect(other.html).toContain('<option value="Belgium" selected>');
    expect(other.html).not.toContain('<option value="Canada" selected>');
    // The same list, label and choice again is the same work, not a new copy.
    expect(dropdownMarkup(countries, "Please select", pickValue("Canada")).items).toBe(
      labelled.items,
    );
  });
});

describe("initial selection", () => {
  const plain = normaliseOptions(countries);
  const labelled = normaliseOptions(countries, "Please select");

  it("selects the first item whose value is defaultValue", () => {
    expect(initialSelection(plain, { defaultValue: "Bahrain" })).toBe(4);
    expect(initialSelection(labelled, { defaultValue: "Bahrain" })).toBe(5);
    expect(initialSelection(normaliseOptions(dialCodes), { defaultValue: "+1" })).toBe(0);
  });

  it("prefers defaultValue over initialIndex", () => {
    expect(initialSelection(plain, { defaultValue: "Canada", initialIndex: 3 })).toBe(1);
  });

  it("selects the label option for an empty defaultValue", () => {
    expect(initialSelection(labelled, { defaultValue: "", initialIndex: 2 })).toBe(0);
  });

  it("falls back to initialIndex, counted in the caller's options", () => {
    expect(initialSelection(plain, { defaultValue: "Atlantis", initialIndex: 2 })).toBe(2);
    expect(initialSelection(labelled, { initialIndex: 0 })).toBe(1);
    expect(initialSelection(labelled, { initialIndex: 5 })).toBe(6);
    expect(initialSelection(normaliseOptions(dialCodes), { initialIndex: 1 })).toBe(1);
  });

  it("ignores an initialIndex outside the options or not a whole number", () => {
    for (const initialIndex of [-1, 6, 99, 1.5, Number.NaN]) {
      expect(initialSelection(labelled, { initialIndex })).toBe(0);
      expect(initialSelection(plain, { initialIndex })).toBe(0);
    }
  });

  it("selects the label option, else the first option, else nothing", () => {
    expect(initialSelection(labelled, {})).toBe(0);
    expect(labelled[0]?.placeholder).toBe(true);
    expect(initialSelection(plain, {})).toBe(0);
    expect(plain[0]?.value).toBe("United States");
    expect(initialSelection(normaliseOptions([]), {})).toBe(-1);
    expect(initialSelection(normaliseOptions([], "Pick"), { initialIndex: 0 })).toBe(0);
  });
});

describe("index clamping and moves", () => {
  it("clamps into the list and returns -1 for an empty list", () => {
    expect(clampIndex(-3, 5)).toBe(0);
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(0, 0)).toBe(-1);
  });

  it("moves by one without wrapping", () => {
    expect(moveActive(2, { delta: 1 }, 5)).toBe(3);
    expect(moveActive(4, { delta: 1 }, 5)).toBe(4);
    expect(moveActive(0, { delta: -1 }, 5)).toBe(0);
  });

  it("moves by a page of ten and stops at the ends", () => {
    expect(PAGE_STEP).toBe(10);
    expect(moveActive(3, { delta: PAGE_STEP }, 250)).toBe(13);
    expect(moveActive(245, { delta: PAGE_STEP }, 250)).toBe(249);
    expect(moveActive(13, { delta: -PAGE_STEP }, 250)).toBe(3);
    expect(moveActive(4, { delta: -PAGE_STEP }, 250)).toBe(0);
  });

  it("jumps to the first and last", () => {
    expect(moveActive(120, "first", 250)).toBe(0);
    expect(moveActive(3, "last", 250)).toBe(249);
    expect(moveActive(0, "last", 0)).toBe(-1);
  });

  it("opens on the selected option, or the first when none is selected", () => {
    expect(activeOnOpen("selected", 7, 10)).toBe(7);
    expect(activeOnOpen("selected", -1, 10)).toBe(0);
    expect(activeOnOpen("first", 7, 10)).toBe(0);
    expect(activeOnOpen("last", 7, 10)).toBe(9);
    expect(activeOnOpen("selected", -1, 0)).toBe(-1);
  });
});

describe("keys while closed", () => {
  const closed = (key: string, modifiers: object = {}, typing = false) =>
    keyAction({ key, ...modifiers }, false, typing);

  it("opens on the selected option with arrows, Enter, Space and Alt+ArrowDown", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Enter", " "]) {
      expect(closed(key)).toEqual({ type: "open", at: "selected" });
    }
    expect(closed("ArrowDown", { altKey: true })).toEqual({ type: "open", at: "selected" });
  });

  it("opens on the first or last option with Home and End", () => {
    expect(closed("Home")).toEqual({ type: "open", at: "first" });
    expect(closed("End")).toEqual({ type: "open", at: "last" });
  });

  it("searches with printable characters without opening", () => {
    expect(closed("c")).toEqual({ type: "search", char: "c" });
    expect(closed("C")).toEqual({ type: "search", char: "C" });
    expect(closed("é")).toEqual({ type: "search", char: "é" });
  });

  it("treats Space as part of a search under way", () => {
    expect(closed(" ", {}, true)).toEqual({ type: "search", char: " " });
  });

  it("leaves Escape, Tab, other keys and shortcuts to the browser", () => {
    for (const key of ["Escape", "Tab", "Shift", "F5", "PageDown", "Dead", "Unidentified"]) {
      expect(closed(key)).toEqual({ type: "none" });
    }
    expect(closed("r", { ctrlKey: true })).toEqual({ type: "none" });
    expect(closed("r", { metaKey: true })).toEqual({ type: "none" });
    expect(closed("ArrowDown", { metaKey: true })).toEqual({ type: "none" });
    expect(closed("a", { altKey: true })).toEqual({ type: "none" });
    expect(closed("Enter", { altKey: true })).toEqual({ type: "none" });
  });
});

describe("keys while open", () => {
  const opened = (key: string, modifiers: object = {}, typing = false) =>
    keyAction({ key, ...modifiers }, true, typing);

  it("moves the active option", () => {
    expect(opened("ArrowDown")).toEqual({ type: "move", to: { delta: 1 } });
    expect(opened("ArrowUp")).toEqual({ type: "move", to: { delta: -1 } });
    expect(opened("PageDown")).toEqual({ type: "move", to: { delta: 10 } });
    expect(opened("PageUp")).toEqual({ type: "move", to: { delta: -10 } });
    expect(opened("Home")).toEqual({ type: "move", to: "first" });
    expect(opened("End")).toEqual({ type: "move", to: "last" });
  });

  it("picks with Enter, Space and Alt+ArrowUp", () => {
    expect(opened("Enter")).toEqual({ type: "pick" });
    expect(opened(" ")).toEqual({ type: "pick" });
    expect(opened("ArrowUp", { altKey: true })).toEqual({ type: "pick" });
  });

  it("searches with Space while typing ahead instead of picking", () => {
    expect(opened(" ", {}, true)).toEqual({ type: "search", char: " " });
    expect(opened("Enter", {}, true)).toEqual({ type: "pick" });
  });

  it("picks and lets focus move on with Tab and Shift+Tab", () => {
    expect(opened("Tab")).toEqual({ type: "pick-and-leave" });
    expect(opened("Tab", { shiftKey: true })).toEqual({ type: "pick-and-leave" });
  });

  it("dismisses with Escape", () => {
    expect(opened("Escape")).toEqual({ type: "dismiss" });
  });

  it("searches with printable characters and ignores shortcuts", () => {
    expect(opened("b")).toEqual({ type: "search", char: "b" });
    expect(opened("c", { ctrlKey: true })).toEqual({ type: "none" });
    expect(opened("ArrowDown", { altKey: true })).toEqual({ type: "none" });
    expect(opened("F1")).toEqual({ type: "none" });
  });
});

describe("default actions", () => {
  it("keeps the browser's default for Tab and unhandled keys only", () => {
    const keep: DropdownAction[] = [{ type: "none" }, { type: "pick-and-leave" }];
    const replace: DropdownAction[] = [
      { type: "open", at: "selected" },
      { type: "move", to: "first" },
      { type: "pick" },
      { type: "dismiss" },
      { type: "search", char: "a" },
    ];
    for (const action of keep) expect(preventsDefault(action)).toBe(false);
    for (const action of replace) expect(preventsDefault(action)).toBe(true);
  });
});

describe("type-ahead", () => {
  const items = normaliseOptions(
    [
      "United States",
      "Canada",
      "Great Britain",
      "Bahamas",
      "Bahrain",
      "Barbados",
      "Côte d'Ivoire",
      "United Kingdom",
    ],
    "Please select",
  );
  const textAt = (index: number | null) => (index === null ? null : items[index]?.text);

  /** Types each character `gap` ms after the last, starting from index `from`. */
  function type(chars: string, from: number, gap = 100, list: readonly DropdownItem[] = items) {
    let state: TypeAheadState = emptyTypeAhead;
    let current = from;
    let now = 1_000;
    const found: (number | null)[] = [];
    for (const char of chars) {
      const result = typeAhead(state, char, now, list, current);
      state = result.state;
      found.push(result.index);
      if (result.index !== null) current = result.index;
      now += gap;
    }
    return { state, current, found };
  }

  it("finds the first option starting with a letter, case-insensitively", () => {
    expect(textAt(type("c", 0).current)).toBe("Canada");
    expect(textAt(type("G", 0).current)).toBe("Great Britain");
  });

  it("accumulates characters typed within the reset time", () => {
    expect(textAt(type("bar", 0).current)).toBe("Barbados");
    expect(textAt(type("bahr", 0).current)).toBe("Bahrain");
    expect(type("bar", 0).state.buffer).toBe("bar");
  });

  it("keeps the current option while the longer string still matches it", () => {
    const { found } = type("baha", 0);
    expect(found.map(textAt)).toEqual(["Bahamas", "Bahamas", "Bahamas", "Bahamas"]);
  });

  it("matches across spaces", () => {
    expect(textAt(type("united k", 0).current)).toBe("United Kingdom");
    expect(textAt(type("united s", 0).current)).toBe("United States");
  });

  it("cycles through options starting with a repeated letter, wrapping around", () => {
    const { found } = type("bbbb", 0);
    expect(found.map(textAt)).toEqual(["Bahamas", "Bahrain", "Barbados", "Bahamas"]);
  });

  it("moves past the current option on a first letter", () => {
    const bahamas = items.findIndex((item) => item.text === "Bahamas");
    expect(textAt(type("b", bahamas).current)).toBe("Bahrain");
    const kingdom = items.findIndex((item) => item.text === "United Kingdom");
    expect(textAt(type("u", kingdom).current)).toBe("United States");
  });

  it("starts a new search after the reset time", () => {
    const slow = type("ba", 0, TYPE_AHEAD_RESET_MS);
    expect(slow.state.buffer).toBe("a");
    expect(slow.found.map(textAt)).toEqual(["Bahamas", null]);
    expect(slow.current).toBe(items.findIndex((item) => item.text === "Bahamas"));
    const quick = type("ba", 0, TYPE_AHEAD_RESET_MS - 1);
    expect(quick.state.buffer).toBe("ba");
  });

  it("ignores accents", () => {
    expect(textAt(type("cote", 0).current)).toBe("Côte d'Ivoire");
    expect(textAt(type("cô", 0).current)).toBe("Côte d'Ivoire");
  });

  it("never finds the placeholder and reports no match", () => {
    expect(textAt(type("p", 3).current)).toBe("Great Britain");
    expect(type("p", 3).found).toEqual([null]);
    expect(type("z", 2).found).toEqual([null]);
    expect(type("bz", 0).found.map(textAt)).toEqual(["Bahamas", null]);
  });

  it("searches from the start when nothing is selected", () => {
    const plain = normaliseOptions(["Beta", "Alpha", "Alps"]);
    expect(type("a", -1, 100, plain).current).toBe(1);
    expect(type("alp", -1, 100, plain).current).toBe(1);
    expect(type("alps", -1, 100, plain).current).toBe(2);
  });

  it("searches dial codes by their text", () => {
    const codes = normaliseOptions(dialCodes);
    expect(codes[type("ky", 0, 100, codes).current]?.value).toBe("+345");
    expect(codes[type("c", 0, 100, codes).current]?.text).toBe("CA");
  });

  it("knows when a search is under way", () => {
    expect(isTypingAhead(emptyTypeAhead, 0)).toBe(false);
    const state = { buffer: "u", at: 1_000 };
    expect(isTypingAhead(state, 1_000 + TYPE_AHEAD_RESET_MS - 1)).toBe(true);
    expect(isTypingAhead(state, 1_000 + TYPE_AHEAD_RESET_MS)).toBe(false);
    expect(isTypingAhead({ buffer: "", at: 1_000 }, 1_001)).toBe(false);
  });
});
