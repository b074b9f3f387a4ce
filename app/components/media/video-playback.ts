/**
 * When a film plays, stops and retries (spec section 4, timings from section 9), kept apart from
 * React and the DOM so unit tests can drive it with fake timers and a fake media element.
 */
import { timings } from "../../lib/timings.ts";

/** The part of HTMLMediaElement the controller uses. */
export interface PlayableMedia {
  play(): Promise<void> | undefined;
  pause(): void;
  load(): void;
  currentTime: number;
  readonly paused: boolean;
}

/** The visitor's "films paused" choice, shared by every film on the page for the visit. */
export interface FilmsPausedPreference {
  get(): boolean;
  set(paused: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** sessionStorage, or anything with its three methods. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const FILMS_PAUSED_KEY = "films-paused";

/**
 * Storage may be missing or refuse access (private modes, sandboxed frames): the choice then
 * lasts only as long as the page.
 */
export function createFilmsPausedPreference(
  storage: () => PreferenceStorage | undefined,
): FilmsPausedPreference {
  let paused: boolean | undefined;
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage()?.getItem(FILMS_PAUSED_KEY) === "1";
    } catch {
      return false;
    }
  };
  const get = () => {
    paused ??= read();
    return paused;
  };
  return {
    get,
    set(value) {
      if (value === get()) return;
      paused = value;
      try {
        if (value) storage()?.setItem(FILMS_PAUSED_KEY, "1");
        else storage()?.removeItem(FILMS_PAUSED_KEY);
      } catch {
        // Kept in memory only; see above.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type VideoState = "stopped" | "playing" | "paused";

export interface PlaybackSnapshot {
  state: VideoState;
  /** The film has drawn a frame, so it may cover the poster. */
  shown: boolean;
}

export const initialPlayback: PlaybackSnapshot = { state: "stopped", shown: false };

/**
 * Not a spec timing: how long play attempts go on before the poster is left showing (a browser
 * that refuses autoplay will not change its mind).
 */
export const PLAY_GIVE_UP_MS = 2000;

export interface VideoPlaybackOptions {
  media: PlayableMedia;
  filmsPaused: FilmsPausedPreference;
  prefersReducedMotion: () => boolean;
  onChange: (snapshot: PlaybackSnapshot) => void;
}

export interface VideoPlayback {
  snapshot(): PlaybackSnapshot;
  /** The play command and in-view autoplay: ignored while films are paused or motion reduced. */
  play(): void;
  /** The reset command and leaving view: stop at the first frame. */
  reset(): void;
  /** The visitor's Pause: pauses this film and every later play command on the page. */
  visitorPause(): void;
  /** The visitor's Play: plays this film whatever the preferences, and clears "films paused". */
  visitorPlay(): void;
  /** The media element's "playing" event. */
  mediaPlaying(): void;
  /** The media element's "pause" event (the film ended, or the browser paused it). */
  mediaPaused(): void;
  visibilityChange(hidden: boolean): void;
  /** The screen turned, or crossed a `<source>`'s media query: the film for its shape is loaded. */
  portraitChange(): void;
  destroy(): void;
}

export function createVideoPlayback({
  media,
  filmsPaused,
  prefersReducedMotion,
  onChange,
}: VideoPlaybackOptions): VideoPlayback {
  let state: VideoState = "stopped";
  let shown = false;
  let hidden = false;
  let resumeWhenVisible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (next: VideoState, nextShown = shown) => {
    if (next === state && nextShown === shown) return;
    state = next;
    shown = nextShown;
    onChange({ state, shown });
  };

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const attempt = (retry: number, startedAt: number) => {
    // A refused play() (autoplay policy, source not ready) is expected: the retry handles it.
    media.play()?.catch(() => {});
    const delays = timings.videoPlayRetries;
    const delay = delays[Math.min(retry, delays.length - 1)] ?? 0;
    timer = setTimeout(() => {
      timer = undefined;
      if (!media.paused) return;
      if (Date.now() - startedAt >= PLAY_GIVE_UP_MS) update("stopped");
      else attempt(retry + 1, startedAt);
    }, delay);
  };

  const start = () => {
    clearTimer();
    if (hidden) {
      resumeWhenVisible = true;
      return;
    }
    update("playing");
    attempt(0, Date.now());
  };

  const stop = (next: VideoState, rewind: boolean) => {
    clearTimer();
    resumeWhenVisible = false;
    update(next);
    if (!media.paused) media.pause();
    if (rewind && media.currentTime !== 0) media.currentTime = 0;
  };

  const blocked = () => filmsPaused.get() || prefersReducedMotion();

  const unsubscribe = filmsPaused.subscribe(() => {
    if (filmsPaused.get() && (state === "playing" || resumeWhenVisible)) stop("paused", false);
  });

  return {
    snapshot: () => ({ state, shown }),
    play() {
      if (state !== "playing" && !blocked()) start();
    },
    reset() {
      stop("stopped", true);
    },
    visitorPause() {
      stop("paused", false);
      filmsPaused.set(true);
    },
    visitorPlay() {
      filmsPaused.set(false);
      start();
    },
    mediaPlaying() {
      if (state === "playing") {
        clearTimer();
        update("playing", true);
      } else if (!media.paused) {
        // A play() that resolved after a reset or pause.
        media.pause();
      }
    },
    mediaPaused() {
      if (state === "playing" && timer === undefined) update("paused");
    },
    visibilityChange(nowHidden) {
      if (nowHidden === hidden) return;
      hidden = nowHidden;
      if (hidden && state === "playing") {
        stop("paused", false);
        resumeWhenVisible = true;
      } else if (!hidden && resumeWhenVisible) {
        resumeWhenVisible = false;
        start();
      }
    },
    portraitChange() {
      // A browser reads the sources' media queries only when it loads a film. Loading stops and
      // rewinds it; the poster shows until the film for the new shape draws, and a playing film
      // starts again after the spec's delay.
      const playing = state === "playing";
      clearTimer();
      media.load();
      update(state, false);
      if (playing) timer = setTimeout(start, timings.portraitRestart);
    },
    destroy() {
      clearTimer();
      unsubscribe();
    },
  };
}
