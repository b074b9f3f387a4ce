import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { imageCredits } from "../../content/media/image-credits.ts";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from "../layout/icons.tsx";
import { keepFocusInside, useModalDialog } from "../modal/use-modal-dialog.ts";
import type { GalleryImage } from "./gallery-images.ts";
import "./gallery-viewer.css";
import { useSwipe } from "./use-swipe.ts";
import { preloadViewerImage, ViewerImage } from "./viewer-image.tsx";
import { type Step, stepIndex } from "./viewer-steps.ts";

interface GalleryViewerProps {
  label: string;
  images: readonly GalleryImage[];
  index: number;
  onStep: (step: Step) => void;
  onClose: () => void;
}

/**
 * The full-screen viewer, loaded on the first open (gallery.tsx owns the state, in the address).
 * A modal <dialog>: the browser makes the page behind inert and turns Escape into a cancel,
 * which closes through the address like the close button. Arrow keys, the arrow buttons and
 * swipes step with wrap-around; the counter is a live region, so each step is announced.
 */
export function GalleryViewer({ label, images, index, onStep, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const figure = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(figure, onStep);
  const captionId = useId();
  const image = images[index];
  const count = images.length;
  const several = count > 1;

  useModalDialog(dialog, true, closeButton);

  // The neighbours are fetched once the picture shown has arrived, so they never delay it.
  useEffect(() => {
    const shown = figure.current?.querySelector("img");
    if (!shown || count < 2) return;
    const preloadNeighbours = () => {
      for (const step of [1, -1] as const) {
        const neighbour = images[stepIndex(index, step, count)];
        if (neighbour) preloadViewerImage(neighbour);
      }
    };
    if (shown.complete) {
      preloadNeighbours();
      return;
    }
    shown.addEventListener("load", preloadNeighbours, { once: true });
    return () => shown.removeEventListener("load", preloadNeighbours);
  }, [images, index, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Alt+Left is the browser's Back, which closes the viewer through the address.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    keepFocusInside(event);
    if (several && (event.key === "ArrowRight" || event.key === "ArrowLeft")) {
      event.preventDefault();
      onStep(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  if (!image) return null;
  const credit = image.source.kind === "generated" ? imageCredits[image.source.name].credit : null;
  const hasCaption = Boolean(image.caption || image.group || credit);
  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={label}
      aria-describedby={hasCaption ? captionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser closes by itself when Escape is pressed twice without a click between.
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-viewer__bar">
        {several && (
          <p className="gallery-viewer__counter" aria-live="polite" aria-atomic="true">
            {`${index + 1} / ${count}`}
          </p>
        )}
        <button
          ref={closeButton}
          type="button"
          className="gallery-viewer__close close-button"
          onClick={onClose}
        >
          <CloseIcon className="icon" />
          <span>Close</span>
        </button>
      </div>
      <div className="gallery-viewer__stage" {...(several ? swipe : {})}>
        <div ref={figure} key={index} className="gallery-viewer__figure">
          <ViewerImage image={image} />
        </div>
      </div>
      {several && (
        <>
          <button
            type="button"
            className="gallery-viewer__step gallery-viewer__step--previous"
            aria-label="Previous image"
            onClick={() => onStep(-1)}
          >
            <ArrowLeftIcon className="icon" />
          </button>
          <button
            type="button"
            className="gallery-viewer__step gallery-viewer__step--next"
            aria-label="Next image"
            onClick={() => onStep(1)}
          >
            <ArrowRightIcon className="icon" />
          </button>
        </>
      )}
      <div id={captionId} className="gallery-viewer__caption">
        {image.group && <p className="gallery-viewer__group">{image.group}</p>}
        {image.caption && <p className="gallery-viewer__text">{image.caption}</p>}
        {credit && <p className="gallery-viewer__credit">{credit}</p>}
      </div>
    </dialog>
  );
}
