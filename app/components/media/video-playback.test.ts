import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createFilmsPausedPreference,
  createVideoPlayback,
  FILMS_PAUSED_KEY,
  type PlaybackSnapshot,
  type PreferenceStorage,
} from "./video-playback.ts";

/** A media element whose play() the browser refuses until `allowPlay` is set. */
function fakeMedia() {
  const media = {
    allowPlay: true,
    paused: true,
    currentTime: 0,
    play: vi.fn(() => {
      if (!media.allowPlay) return Promise.reject(new DOMException("Blocked", "NotAllowedError"));
      media.paused = false;
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      media.paused = true;
    }),
    load: vi.fn(() => {
      media.paused = true;
      media.currentTime = 0;
    }),
  };
  return media;
}

function memoryStorage(): PreferenceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup({ reducedMotion = false, storage = memoryStorage() } = {}) {
  const media = fakeMedia();
  const filmsPaused = createFilmsPausedPreference(() => storage);
  const changes: PlaybackSnapshot[] = [];
  const make = (element = media) =>
    createVideoPlayback({
      media: element,
      filmsPaused,
      prefersReducedMotion: () => reducedMotion,
      onChange: (snapshot) => changes.push(snapshot),
    });
  return { media, storage, filmsPaused, changes, playback: make(), make };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("video playback", () => {
  it("is stopped by default and touches nothing", () => {
    const { media, playback, changes } = setup();
    expect(playback.snapshot()).toEqual({ state: "stopped", shown: false });
    vi.advanceTimersByTime(5000);
    expect(media.play).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it("starts on the play command and shows the film once it is playing", () => {
    const { media, playback } = setup();
    playback.play();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(playback.snapshot()).toEqual({ state: "playing", shown: false });
    playback.mediaPlaying();
    expect(playback.snapshot()).toEqual({ state: "playing", shown: true });
    vi.advanceTimersByTime(1000);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it("retries after 25 ms, then 50 ms, then every 50 ms until playback starts", async () => {
    const { media, playback } = setup();
    media.allowPlay = false;
    playback.play();
    expect(media.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24);
    expect(media.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(media.play).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(49);
    expect(media.play).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(media.play).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(50);
    expect(media.play).toHaveBeenCalledTimes(4);
    media.allowPlay = true;
    await vi.advanceTimersByTimeAsync(50);
    expect(media.play).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(500);
    expect(media.play).toHaveBeenCalledTimes(5);
    expect(playback.snapshot().state).toBe("playing");
  });

  it("gives up after about two seconds and leaves the poster", async () => {
    const { media, playback } = setup();
    media.allowPlay = false;
    playback.play();
    await vi.advanceTimersByTimeAsync(2100);
    const attempts = media.play.mock.calls.length;
    expect(attempts).toBe(41); // at 0, 25, 75 ... 1975 ms
    expect(playback.snapshot()).toEqual({ state: "stopped", shown: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.play).toHaveBeenCalledTimes(attempts);
  });

  it("resets to the first frame and cancels pending retries", async () => {
    const { media, playback } = setup();
    media.allowPlay = false;
    playback.play();
    await vi.advanceTimersByTimeAsync(25);
    playback.reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(playback.snapshot().state).toBe("stopped");

    media.allowPlay = true;
    playback.play();
    playback.mediaPlaying();
    media.currentTime = 3.2;
    playback.reset();
    expect(media.pause).toHaveBeenCalled();
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(0);
    expect(playback.snapshot().state).toBe("stopped");
  });

  it("keeps the visitor's pause for every film and lets the visitor's play clear it", () => {
    const { media, playback, storage, make } = setup();
    const other = fakeMedia();
    const otherPlayback = make(other);
    playback.play();
    otherPlayback.play();

    playback.visitorPause();
    expect(media.paused).toBe(true);
    expect(playback.snapshot().state).toBe("paused");
    expect(otherPlayback.snapshot().state).toBe("paused");
    expect(storage.items.get(FILMS_PAUSED_KEY)).toBe("1");

    playback.play();
    otherPlayback.reset();
    otherPlayback.play();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(other.play).toHaveBeenCalledTimes(1);

    otherPlayback.visitorPlay();
    expect(other.play).toHaveBeenCalledTimes(2);
    expect(otherPlayback.snapshot().state).toBe("playing");
    expect(storage.items.has(FILMS_PAUSED_KEY)).toBe(false);
    playback.play();
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it("reads the visitor's pause from earlier in the visit", () => {
    const storage = memoryStorage();
    storage.setItem(FILMS_PAUSED_KEY, "1");
    const { media, playback } = setup({ storage });
    playback.play();
    expect(media.play).not.toHaveBeenCalled();
  });

  it("ignores storage that throws", () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException("Denied", "SecurityError");
    };
    storage.setItem = storage.getItem;
    const { playback } = setup({ storage });
    playback.play();
    expect(() => playback.visitorPause()).not.toThrow();
    expect(playback.snapshot().state).toBe("paused");
  });

  it("does not autoplay under reduced motion, but plays on the visitor's play", () => {
    const { media, playback } = setup({ reducedMotion: true });
    playback.play();
    vi.advanceTimersByTime(100);
    expect(media.play).not.toHaveBeenCalled();
    expect(playback.snapshot().state).toBe("stopped");
    playback.visitorPlay();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(playback.snapshot().state).toBe("playing");
  });

  it("pauses while the tab is hidden and resumes only if it was playing", () => {
    const { media, playback } = setup();
    playback.play();
    playback.mediaPlaying();
    playback.visibilityChange(true);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(media.paused).toBe(true);
    playback.visibilityChange(false);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(playback.snapshot().state).toBe("playing");

    playback.reset();
    playback.visibilityChange(true);
    playback.visibilityChange(false);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(playback.snapshot().state).toBe("stopped");
  });

  it("loads the film for the new shape on a portrait change, and restarts it 500 ms later if it was playing", () => {
    const { media, playback } = setup();
    playback.portraitChange();
    expect(media.load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(media.play).not.toHaveBeenCalled();

    playback.play();
    playback.mediaPlaying();
    expect(playback.snapshot()).toEqual({ state: "playing", shown: true });
    media.currentTime = 2.5;
    playback.portraitChange();
    expect(media.load).toHaveBeenCalledTimes(2);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(0);
    // The poster shows until the film for the new shape draws.
    expect(playback.snapshot()).toEqual({ state: "playing", shown: false });
    vi.advanceTimersByTime(499);
    expect(media.play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(media.paused).toBe(false);
    playback.mediaPlaying();
    expect(playback.snapshot()).toEqual({ state: "playing", shown: true });
  });

  it("shows Play again when the browser pauses a film that was playing", () => {
    const { media, playback } = setup();
    playback.play();
    playback.mediaPlaying();
    media.paused = true;
    playback.mediaPaused();
    expect(playback.snapshot().state).toBe("paused");
  });
});
