/** Moves the window to a position over a duration, easing in and out; a new move cancels the last. */
export function createPageScroller() {
  let frame = 0;

  function cancel() {
    cancelAnimationFrame(frame);
    frame = 0;
  }

  function scrollTo(top: number, duration: number) {
    cancel();
    const from = window.scrollY;
    const distance = top - from;
    if (duration <= 0 || Math.abs(distance) < 1) {
      window.scrollTo({ top, behavior: "instant" });
      return;
    }
    const started = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / duration);
      window.scrollTo({ top: from + distance * easeInOutCubic(progress), behavior: "instant" });
      frame = progress < 1 ? requestAnimationFrame(tick) : 0;
    };
    frame = requestAnimationFrame(tick);
  }

  return { scrollTo, cancel, animating: () => frame !== 0 };
}

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
