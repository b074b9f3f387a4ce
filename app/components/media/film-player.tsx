import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { filmManifest } from "../../content/media/film-manifest.ts";
import { filmUrl } from "../../lib/media.ts";
import { timings } from "../../lib/timings.ts";
import { Icon } from "../layout/icons.tsx";
import "./film-player.css";

interface FilmPlayerProps {
  /** A film to watch, or a background loop shown in full. */
  name: keyof typeof filmManifest;
  version: number;
  /** True while the film's modal is open: it plays; false: it stops, then rewinds. */
  playing: boolean;
  onEnded: () => void;
  /** The id of the text that describes the film (its text alternative). */
  describedBy: string;
}

/** What the arrow keys move the film by, in seconds. */
export const SEEK_STEP = 5;
/** How long the controls stay after the pointer last moved, while the film plays. */
export const CONTROLS_IDLE_MS = 2500;

/** 65.4 as "1:05": the time as a player shows it. */
export function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** 65.4 as "1 minute 5 seconds": the time as a screen reader should say it. */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return minutes ? `${unit(minutes, "minute")} ${unit(rest, "second")}` : unit(rest, "second");
}

/**
 * A film to watch, with the site's own controls (spec section 4, video modal): it plays when its
 * modal opens, stops when it closes and returns to the start 500 ms later, out of sight once the
 * dialog has gone, and says when it has ended so the modal can close itself. A visitor asked for
 * it, so it plays under reduced motion too, unlike the page's background films. Anywhere in its
 * dialog, Space or K plays and pauses, the arrows move 5 s and F fills the screen, as video
 * players have taught; the controls fade while it plays and return when the pointer moves or
 * keyboard focus comes to them. The films are silent (they carry no sound track), so there is no
 * sound control to offer; the video stays muted, which also lets every browser start it.
 *
 * It is loaded only when Watch Film is first pressed, and its poster with it: a browser fetches a
 * video's poster even inside a closed dialog, and this one shared a phone's first second with the
 * page's hero.
 */
export function FilmPlayer({ name, version, playing, onEnded, describedBy }: FilmPlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const progress = useRef<HTMLInputElement>(null);
  const [paused, setPaused] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [idle, setIdle] = useState(false);
  const idleTimer = useRef(0);

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    if (playing) {
      // A refused play (a power-saving mode) leaves the poster and the Play button to the visitor.
      media.play().catch(() => {});
      return;
    }
    media.pause();
    const reset = window.setTimeout(() => {
      media.currentTime = 0;
    }, timings.videoModalReset);
    return () => window.clearTimeout(reset);
  }, [playing]);

  /** Reads the position and length from the film, whichever of its events says they changed. */
  const sync = useCallback(() => {
    const media = video.current;
    if (!media) return;
    setTime(media.currentTime);
    if (Number.isFinite(media.duration)) setDuration(media.duration);
  }, []);

  // The position is read every frame while the film plays: timeupdate's four steps a second
  // would make the progress bar jump. Read once at the start too, in case the film's metadata
  // arrived before this component was listening.
  useEffect(() => {
    sync();
    if (paused) return;
    let request = requestAnimationFrame(function tick() {
      sync();
      request = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(request);
  }, [paused, sync]);

  useEffect(() => {
    const media = video.current as
      | (HTMLVideoElement & { webkitEnterFullscreen?: () => void })
      | null;
    setCanFullscreen(Boolean(document.fullscreenEnabled || media?.webkitEnterFullscreen));
    const changed = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);

  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => setIdle(true), CONTROLS_IDLE_MS);
  }, []);

  const togglePlay = () => {
    const media = video.current;
    if (!media) return;
    if (media.paused || media.ended) media.play().catch(() => {});
    else media.pause();
  };

  const seekTo = (seconds: number) => {
    const media = video.current;
    if (!media) return;
    const end = Number.isFinite(media.duration) ? media.duration : seconds;
    media.currentTime = Math.min(Math.max(0, seconds), end);
    sync();
  };

  const toggleFullscreen = () => {
    const media = video.current as
      | (HTMLVideoElement & { webkitEnterFullscreen?: () => void })
      | null;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else if (document.fullscreenEnabled) frame.current?.requestFullscreen().catch(() => {});
    // iPhone Safari fills the screen only with a video itself, in its own player.
    else media?.webkitEnterFullscreen?.();
  };

  const onKey = useRef<(event: KeyboardEvent) => void>(null);
  onKey.current = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      k: togglePlay,
      arrowleft: () => seekTo((video.current?.currentTime ?? 0) - SEEK_STEP),
      arrowright: () => seekTo((video.current?.currentTime ?? 0) + SEEK_STEP),
      ...(canFullscreen ? { f: toggleFullscreen } : {}),
      // A slider's own keys, which Chromium does not honour on a slider with step="any".
      ...(event.target === progress.current
        ? { home: () => seekTo(0), end: () => seekTo(video.current?.duration ?? 0) }
        : {}),
      // Space on a button or link presses it, as everywhere else.
      ...(event.target instanceof Element && event.target.closest("button, a[href]")
        ? {}
        : { " ": togglePlay }),
    };
    const action = actions[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
    wake();
  };

  // Keys are listened for on the whole dialog: focus starts on its Close button, outside the
  // player. A pointer moving over the film, or focus coming into it, brings the controls back.
  useEffect(() => {
    const player = frame.current;
    const scope: HTMLElement | null = player?.closest("dialog") ?? player;
    if (!player || !scope) return;
    const listener = (event: KeyboardEvent) => onKey.current?.(event);
    scope.addEventListener("keydown", listener);
    const wakers = ["pointermove", "pointerdown", "focusin"] as const;
    for (const type of wakers) player.addEventListener(type, wake);
    return () => {
      scope.removeEventListener("keydown", listener);
      for (const type of wakers) player.removeEventListener(type, wake);
    };
  }, [wake]);

  const hidden = idle && !paused;
  // A touch on the film while its controls are hidden only brings them back, as in other players.
  const revealOnly = useRef(false);
  return (
    <div className="film-player">
      <div ref={frame} className={`film-player__frame${hidden ? " film-player__frame--idle" : ""}`}>
        <video
          ref={video}
          className="film-player__video"
          muted
          playsInline
          preload="metadata"
          poster={filmUrl(name, version, "jpg")}
          aria-describedby={describedBy}
          onPointerDown={(event) => {
            revealOnly.current = hidden && event.pointerType !== "mouse";
          }}
          onClick={() => {
            if (!revealOnly.current) togglePlay();
            revealOnly.current = false;
          }}
          onPlay={() => {
            setPaused(false);
            wake();
          }}
          onPause={() => setPaused(true)}
          onTimeUpdate={sync}
          onLoadedMetadata={sync}
          onDurationChange={sync}
          onSeeked={sync}
          onEnded={onEnded}
        >
          <source src={filmUrl(name, version, "webm")} type="video/webm" />
          <source src={filmUrl(name, version, "mp4")} type="video/mp4" />
        </video>
        <div className="film-player__controls">
          <ControlButton label={paused ? "Play" : "Pause"} onClick={togglePlay}>
            {paused ? <path d="M8 5.5v13l11-6.5z" /> : <path d="M8 5v14M16 5v14" />}
          </ControlButton>
          <input
            ref={progress}
            type="range"
            className="film-player__progress"
            aria-label="Position in the film"
            aria-valuetext={`${spokenTime(time)} of ${spokenTime(duration)}`}
            min={0}
            max={duration || 0}
            step="any"
            value={Math.min(time, duration || 0)}
            style={{ "--progress": `${duration ? (time / duration) * 100 : 0}%` } as CSSProperties}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
          />
          <p className="film-player__time">
            <span className="visually-hidden">Time: </span>
            {clock(time)}
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden"> of </span>
            {clock(duration)}
          </p>
          {canFullscreen && (
            <ControlButton
              label={fullscreen ? "Exit full screen" : "Full screen"}
              onClick={toggleFullscreen}
            >
              {fullscreen ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
              ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              )}
            </ControlButton>
          )}
        </div>
      </div>
    </div>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="film-player__button" aria-label={label} onClick={onClick}>
      <Icon>{children}</Icon>
    </button>
  );
}
