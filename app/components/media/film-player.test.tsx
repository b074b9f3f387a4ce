// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { timings } from "../../lib/timings.ts";
import { clock, FilmPlayer, SEEK_STEP, spokenTime } from "./film-player.tsx";

/**
 * jsdom has no media engine: a video here is its state and events, played and paused by hand,
 * enough to see what the controls say and do. What a real film does is tests/e2e/penthouse.spec.ts.
 */
interface FakeMedia {
  paused: boolean;
  muted: boolean;
  currentTime: number;
  duration: number;
}
const state = new WeakMap<HTMLMediaElement, FakeMedia>();
const media = (element: HTMLMediaElement): FakeMedia => {
  let value = state.get(element);
  if (!value) {
    value = { paused: true, muted: element.hasAttribute("muted"), currentTime: 0, duration: NaN };
    state.set(element, value);
  }
  return value;
};
const play = vi.fn();
const pause = vi.fn();

beforeEach(() => {
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, "play").mockImplementation(function (this: HTMLMediaElement) {
    play();
    media(this).paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(proto, "pause").mockImplementation(function (this: HTMLMediaElement) {
    pause();
    media(this).paused = true;
    this.dispatchEvent(new Event("pause"));
  });
  for (const key of ["paused", "currentTime", "duration", "muted"] as const) {
    vi.spyOn(proto, key, "get").mockImplementation(function (this: HTMLMediaElement) {
      return media(this)[key] as never;
    });
  }
  vi.spyOn(proto, "currentTime", "set").mockImplementation(function (this: HTMLMediaElement, t) {
    media(this).currentTime = t;
  });
  vi.spyOn(proto, "muted", "set").mockImplementation(function (this: HTMLMediaElement, muted) {
    media(this).muted = muted;
    this.dispatchEvent(new Event("volumechange"));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  play.mockClear();
  pause.mockClear();
});

function renderPlayer(playing = true) {
  const onEnded = vi.fn();
  const props = { name: "penthouse-1003", version: 1, onEnded, describedBy: "about" } as const;
  const view = render(
    <>
      <p id="about">A day in the penthouse.</p>
      <FilmPlayer {...props} playing={playing} />
    </>,
  );
  const video = view.container.querySelector("video") as HTMLVideoElement;
  // The film's metadata arrives: 54.75 s.
  media(video).duration = 54.75;
  fireEvent(video, new Event("loadedmetadata"));
  return {
    video,
    onEnded,
    rerender: (open: boolean) =>
      view.rerender(
        <>
          <p id="about">A day in the penthouse.</p>
          <FilmPlayer {...props} playing={open} />
        </>,
      ),
  };
}

describe("the film player", () => {
  test("plays as it opens, with the site's controls instead of the browser's", () => {
    const { video } = renderPlayer();
    expect(play).toHaveBeenCalledOnce();
    expect(video.hasAttribute("controls")).toBe(false);
    expect(video).toHaveProperty("muted", true);
    expect(screen.getByRole("button", { name: "Pause" })).toBeDefined();
    // The films are silent: no sound control that would do nothing.
    expect(screen.queryByRole("button", { name: /mute/i })).toBeNull();
    const slider = screen.getByRole("slider", { name: "Position in the film" });
    expect(slider.getAttribute("aria-valuetext")).toBe("0 seconds of 54 seconds");
    expect(screen.getByText(/0:00/).textContent).toMatch(/0:00 .* 0:54$/);
    expect(video.getAttribute("aria-describedby")).toBe("about");
  });

  test("Pause and Play take turns, and the button says which it will do", async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(pause).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause" })).toBeDefined();
  });

  test("the keyboard plays, pauses and seeks 5 s; Space on a button stays that button's", async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    const slider = screen.getByRole("slider", { name: "Position in the film" });
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(video.currentTime).toBe(2 * SEEK_STEP);
    await user.keyboard("{ArrowLeft}");
    expect(video.currentTime).toBe(SEEK_STEP);
    expect(slider.getAttribute("aria-valuetext")).toBe("5 seconds of 54 seconds");
    await user.keyboard("k");
    expect(video.paused).toBe(true);
    await user.keyboard(" ");
    expect(video.paused).toBe(false);
    // Space on Pause presses Pause once: the dialog's own Space does not toggle it back.
    screen.getByRole("button", { name: "Pause" }).focus();
    await user.keyboard(" ");
    expect(video.paused).toBe(true);
    expect(screen.getByRole("button", { name: "Play" })).toBeDefined();
  });

  test("seeking never runs past either end", async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    screen.getByRole("slider").focus();
    await user.keyboard("{ArrowLeft}");
    expect(video.currentTime).toBe(0);
    media(video).currentTime = 52;
    await user.keyboard("{ArrowRight}");
    expect(video.currentTime).toBe(54.75);
  });

  test("closing stops the film and rewinds it 500 ms later; the end is reported", () => {
    vi.useFakeTimers();
    const { video, onEnded, rerender } = renderPlayer();
    media(video).currentTime = 20;
    rerender(false);
    expect(pause).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(timings.videoModalReset - 1));
    expect(video.currentTime).toBe(20);
    act(() => vi.advanceTimersByTime(1));
    expect(video.currentTime).toBe(0);
    fireEvent(video, new Event("ended"));
    expect(onEnded).toHaveBeenCalledOnce();
  });
});

describe("times", () => {
  test("read as a player shows them and as a screen reader says them", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(54.75)).toBe("0:54");
    expect(clock(65.4)).toBe("1:05");
    expect(clock(Number.NaN)).toBe("0:00");
    expect(spokenTime(1)).toBe("1 second");
    expect(spokenTime(65.4)).toBe("1 minute 5 seconds");
    expect(spokenTime(125)).toBe("2 minutes 5 seconds");
  });
});
