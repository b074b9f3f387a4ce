import { type ReactNode, useRef } from "react";
import { CloseIcon } from "../layout/icons.tsx";
import { keepFocusInside, useModalDialog } from "./use-modal-dialog.ts";

interface ModalDialogProps {
  open: boolean;
  /** Called for the close button, Escape, a click beside the content and a browser close. */
  onClose: () => void;
  /** The id of the heading inside that names the dialog. */
  labelledBy: string;
  /** film: the content fills a dark screen; sheet: a reading panel on ivory. */
  variant: "film" | "sheet";
  children: ReactNode;
}

/**
 * A modal dialog kept in the page while closed, so what it holds (a film's position) survives
 * between openings. Focus starts on Close, stays inside, and returns to the opener on close.
 */
export function ModalDialog({ open, onClose, labelledBy, variant, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, open, closeButton);
  return (
    <dialog
      ref={dialog}
      className={`modal-dialog modal-dialog--${variant}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // The dialog itself is hit only beside its panel: the backdrop, a pointer's Escape.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-dialog__panel">
        <button
          ref={closeButton}
          type="button"
          className="modal-dialog__close close-button"
          onClick={onClose}
        >
          <CloseIcon className="icon" />
          <span>Close</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
