import type { FocusEvent, JSX, KeyboardEvent, MouseEvent } from "react";
import { memo, useEffect, useRef, useState } from "react";
import { timings } from "../../lib/timings.ts";
import {
  activeOnOpen,
  type DropdownItem,
  type DropdownOption,
  dropdownMarkup,
  emptyTypeAhead,
  initialSelection,
  isTypingAhead,
  keyAction,
  moveActive,
  type OpenAt,
  preventsDefault,
  typeAhead,
} from "./dropdown-keys.ts";

export type { DropdownOption } from "./dropdown-keys.ts";

export interface DropdownProps {
  /** id of the focusable control (native <select> or the combobox button); error-summary links target it. */
  id: string;
  name: string;
  /** id of the visible <label> element the caller renders (caller renders <label id={labelId} htmlFor={id}>). */
  labelId: string;
  options: readonly DropdownOption[];
  /** Uncontrolled initial value (the spec's `value`). */
  defaultValue?: string;
  /** Used when defaultValue is absent/unknown: the option at this index starts selected. */
  initialIndex?: number;
  /** An empty-valued first choice, e.g. "Please select"; shown as the placeholder. */
  labelOption?: string;
  required?: boolean;
  /** The field's error message id when it has one: sets aria-invalid="true" and aria-describedby={errorId}. The caller renders the message. */
  errorId?: string;
  arrow?: "chevron" | "caret";
  autoComplete?: string;
  /** Called with the new value whenever the visitor picks one; `text` tells apart options sharing a value (US and CA are both +1). */
  onChange?: (value: string, text: string) => void;
  className?: string;
}

/**
 * The form dropdown (spec sections 3 and 4). It renders a native <select>, which works without
 * JavaScript and gives touch devices their own picker ("opening is ignored on mobile"); after
 * hydration, on a device with a fine pointer, it becomes a select-only combobox whose list
 * opens in the spec's 25 ms step. Keys and search live in dropdown-keys.ts.
 */
export function Dropdown(props: DropdownProps): JSX.Element {
  const { id, name, labelId, options, defaultValue, initialIndex, labelOption } = props;
  const { required = false, errorId, arrow = "chevron", autoComplete, onChange } = props;
  const {
    items,
    selected: initial,
    html,
  } = dropdownMarkup(options, labelOption, (list) =>
    initialSelection(list, { defaultValue, initialIndex }),
  );
  const [selected, setSelected] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  // "opening" for the spec's first 25 ms step, then "open" (CSS fades the list in on data-shown).
  const [phase, setPhase] = useState<"closed" | "opening" | "open">("closed");
  const open = phase !== "closed";
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef(emptyTypeAhead);
  const focusAfterSwap = useRef(false);
  const current = items[selected];
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!window.matchMedia("(pointer: fine)").matches) return;
    const select = selectRef.current;
    // Carry over a choice made before hydration, and the focus if the visitor is already there.
    if (select) setSelected(select.selectedIndex);
    focusAfterSwap.current = select !== null && document.activeElement === select;
    setEnhanced(true);
  }, []);

  useEffect(() => {
    const button = buttonRef.current;
    if (!enhanced || !button) return;
    if (focusAfterSwap.current) button.focus();
    // A label click focuses the combobox, as it focuses a native select, instead of opening it.
    const labels = [...button.labels];
    const focusOnly = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      event.preventDefault();
      button.focus();
    };
    for (const label of labels) label.addEventListener("click", focusOnly);
    return () => {
      for (const label of labels) label.removeEventListener("click", focusOnly);
    };
  }, [enhanced]);

  useEffect(() => {
    const form = rootRef.current?.closest("form");
    const reset = () => {
      setSelected(initial);
      setPhase("closed");
    };
    form?.addEventListener("reset", reset);
    return () => form?.removeEventListener("reset", reset);
  }, [initial]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setPhase("open"), timings.dropdownOpenStep);
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setPhase("closed");
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.children.item(active)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const close = () => setPhase("closed");
  const openAt = (at: OpenAt) => {
    setActive(activeOnOpen(at, selected, items.length));
    setPhase("opening");
  };
  const choose = (index: number) => {
    const item = items[index];
    if (!item || index === selected) return;
    setSelected(index);
    onChange?.(item.value, item.text);
  };
  const pick = (index: number) => {
    choose(index);
    close();
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const now = event.timeStamp;
    const action = keyAction(event, open, isTypingAhead(typed.current, now));
    if (preventsDefault(action)) event.preventDefault();
    switch (action.type) {
      case "open":
        return openAt(action.at);
      case "move":
        return setActive(moveActive(active, action.to, items.length));
      case "pick":
        return pick(active);
      case "pick-and-leave":
        choose(active);
        return close();
      case "dismiss":
        event.stopPropagation();
        return close();
      case "search": {
        const found = typeAhead(typed.current, action.char, now, items, open ? active : selected);
        typed.current = found.state;
        if (found.index === null) return;
        return open ? setActive(found.index) : choose(found.index);
      }
    }
  };
  // A button activates on Space's keyup in some browsers; keydown has already acted on it.
  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === " ") event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && rootRef.current?.contains(next))) close();
  };
  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    const option = event.target instanceof Element ? event.target.closest("[data-index]") : null;
    if (option) pick(Number(option.getAttribute("data-index")));
  };

  const className = ["dropdown", props.className].filter(Boolean).join(" ");
  const invalid = errorId ? true : undefined;
  return (
    <div
      ref={rootRef}
      className={className}
      data-arrow={arrow}
      data-enhanced={enhanced || undefined}
      data-open={open || undefined}
    >
      {enhanced ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            role="combobox"
            id={id}
            className="dropdown__button"
            aria-labelledby={labelId}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid}
            aria-describedby={errorId}
            aria-required={required || undefined}
            onClick={() => (open ? close() : openAt("selected"))}
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
            onBlur={onBlur}
          >
            <span className="dropdown__value" data-placeholder={current?.placeholder || undefined}>
              {current?.text}
            </span>
          </button>
          <div
            ref={listRef}
            role="listbox"
            id={listboxId}
            tabIndex={-1}
            className="dropdown__list"
            aria-labelledby={labelId}
            hidden={!open}
            data-shown={phase === "open" || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => buttonRef.current?.focus()}
            onClick={onListClick}
            onKeyDown={onKeyDown}
          >
            {/* Options exist only while the list is open: a country list is 250 of them,
                and drawing them all at hydration was the page's longest task. */}
            {open &&
              items.map((item, index) => (
                <DropdownOptionItem
                  key={item.key}
                  id={optionId(index)}
                  index={index}
                  item={item}
                  active={index === active}
                  current={index === selected}
                />
              ))}
          </div>
          <input type="hidden" name={name} value={current?.value ?? ""} />
        </>
      ) : (
        <select
          ref={selectRef}
          id={id}
          name={name}
          aria-labelledby={labelId}
          className="dropdown__select"
          required={required}
          aria-invalid={invalid}
          aria-describedby={errorId}
          autoComplete={autoComplete}
          onChange={(event) => choose(event.currentTarget.selectedIndex)}
          // Built by hand so the right one of two options sharing a value starts selected.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the option text and values are escaped by nativeOptionsHtml.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <svg className="dropdown__arrow" viewBox="0 0 12 8" aria-hidden="true" focusable="false">
        {arrowPaths[arrow]}
      </svg>
    </div>
  );
}

interface OptionItemProps {
  id: string;
  index: number;
  item: DropdownItem;
  active: boolean;
  current: boolean;
}

/** Memoised so moving the active option re-renders two of ~250 countries, not all of them. */
const DropdownOptionItem = memo(function DropdownOptionItem(props: OptionItemProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant (APG select-only combobox), so focus never leaves the button.
    <div
      role="option"
      id={props.id}
      className="dropdown__option"
      data-index={props.index}
      aria-selected={props.active}
      data-current={props.current || undefined}
      data-placeholder={props.item.placeholder || undefined}
    >
      {props.item.text}
    </div>
  );
});

const arrowPaths = {
  chevron: <path d="M1 1.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.25" />,
  caret: <path d="M1.5 1.5h9L6 7z" fill="currentColor" />,
};
