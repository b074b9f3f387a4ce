import { type KeyboardEvent, type RefObject, useEffect } from "react";

/** On <html> while a modal is open: the page behind does not scroll (modal.css). */
const SCROLL_LOCK_CLASS = "modal-open";

/**
 * Opens a <dialog> as a modal while `open` is true and closes it after: the browser makes the
 * page behind inert, turns Escape into a cancel event and, on close, returns focus to what had
 * it before. Focus starts on `initialFocus` (the close button), and the page stops scrolling;
 * its scrollbar's room is kept so nothing shifts.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs are stable; only `open` changes.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const root = document.documentElement;
    root.classList.add(SCROLL_LOCK_CLASS);
    if (!element.open) element.showModal();
    (initialFocus?.current ?? element).focus();
    return () => {
      root.classList.remove(SCROLL_LOCK_CLASS);
      // A dialog unmounted with its page part is gone already: closing it would fire a stray close.
      if (element.open && element.isConnected) element.close();
    };
  }, [open]);
}

const FOCUSABLE =
  "a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex='-1'])";

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a modal
 * <dialog> alone would let focus leave for the browser's own toolbar.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  const edge = event.shiftKey ? first : last;
  if (edge && document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}
