import { type PointerEvent, type RefObject, useRef } from "react";
import { isHorizontal, type Step, swipeStep } from "./viewer-steps.ts";

const DRAGGING_CLASS = "is-dragging";

/**
 * Touch and pen swipes on the viewer's stage: the picture follows the finger sideways, and a
 * release past the threshold steps (viewer-steps.ts). The transform is set through the CSSOM:
 * the Content-Security-Policy forbids style attributes in markup, not style changes from script.
 * The stage's `touch-action: pan-y pinch-zoom` leaves pinch-zoom to the browser.
 */
export function useSwipe(moving: RefObject<HTMLElement | null>, onSwipe: (step: Step) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);

  const release = () => {
    start.current = null;
    moving.current?.classList.remove(DRAGGING_CLASS);
    moving.current?.style.removeProperty("transform");
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      const element = moving.current;
      if (!from || from.id !== event.pointerId || !element) return;
      const dx = event.clientX - from.x;
      const follow = isHorizontal(dx, event.clientY - from.y);
      element.classList.toggle(DRAGGING_CLASS, follow);
      element.style.transform = follow ? `translateX(${dx}px)` : "";
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      release();
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step) onSwipe(step);
    },
    onPointerCancel: release,
  };
}
