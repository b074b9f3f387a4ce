import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type FilmName, filmManifest } from "../../content/media/film-manifest.ts";
import type { ImageName } from "../../content/media/image-manifest.ts";
import { filmUrl } from "../../lib/media.ts";
import { Picture, type PortraitCrop } from "./picture.tsx";
import {
  createFilmsPausedPreference,
  createVideoPlayback,
  initialPlayback,
  type VideoPlayback,
} from "./video-playback.ts";

export type VideoAlignX = "left" | "center" | "right";
export type VideoAlignY = "top" | "center" | "bottom";

export interface VideoHandle {
  /** The play command: starts playback (unless the visitor paused films or prefers reduced motion). */
  play(): void;
  /** The reset command: stops and returns to the first frame. */
  reset(): void;
}

export interface VideoProps {
  name: FilmName;
  /** Cache-busting version; defaults to the manifest's. */
  version?: number;
  align?: readonly [VideoAlignX, VideoAlignY];
  /** Play when at least half visible, reset on leaving view. */
  playInView?: boolean;
  muted?: boolean;
  fit?: "cover" | "contain";
  loop?: boolean;
  /** Text alternative for the film. */
  alt: string;
  /** The page's first view: the poster is preloaded, at high priority. */
  priority?: boolean;
  /** The poster is drawn once the page has hydrated (Picture's `deferred`). */
  deferred?: boolean;
  /**
   * The poster's `sizes`: how wide the film's 16:9 frame is drawn, which for a cover film is
   * wider than its box when the box is narrower than 16:9. Defaults to a film filling the viewport.
   */
  sizes?: string;
  className?: string;
  ref?: Ref<VideoHandle>;
}

/**
 * video.css draws every film in a 16:9 frame (9:16 for a portrait film) and the poster is the
 * whole 16:10 scene (or its 9:16 crop); the generator renders every film at 1280 x 720, and each
 * loop's portrait film at 810 x 1440 (scripts/films/film-catalogue.ts).
 */
filmManifest satisfies Record<FilmName, { width: 1280; height: 720 }>;

/** The frame's width for a film filling the viewport. */
const defaultSizes = {
  // 16/9 is 177.78vh; a hair under it keeps a 1600 px frame on the 1600w file, not the 2400w.
  cover: "max(100vw, 177.7vh)",
  contain: "min(100vw, 177.7vh)",
} as const;

/**
 * On a screen taller than 9:16 a centred cover film takes the portrait shape (video.css, which
 * repeats the query): the poster is the still's 9:16 crop and the film the loop's portrait
 * film, cut from the same master for the phone instead of a slice of the landscape film
 * enlarged. Drawn 9/16 of the screen's height wide when the film fills the screen.
 */
const TALL_SCREEN: PortraitCrop = {
  media: "(max-aspect-ratio: 9/16)",
  sizes: "max(56.25vh, 100vw)",
};

const PORTRAIT_FIRST = ["portrait", "landscape"] as const;
const LANDSCAPE = ["landscape"] as const;
const FILM_FORMATS = ["webm", "mp4"] as const;

const CENTER: readonly [VideoAlignX, VideoAlignY] = ["center", "center"];
const IN_VIEW = 0.5;

/** One choice for the whole page and visit: pausing one film pauses the rest. */
const filmsPaused = createFilmsPausedPreference(() => window.sessionStorage);

/**
 * A film over its poster (spec sections 3 and 4). Stopped until a play command or, with
 * `playInView`, until half of it is visible; the visitor's Pause holds every film still.
 * The spec's layout refresh (every 50 ms for 1000 ms after a change) is not needed: the frame is
 * sized in CSS container units (video.css), which the browser lays out again on every change,
 * so there is no refresh loop.
 */
export function Video({
  name,
  version = filmManifest[name].version,
  align = CENTER,
  playInView = false,
  muted = true,
  fit = "cover",
  loop = true,
  alt,
  priority = false,
  deferred = false,
  sizes,
  className,
  ref,
}: VideoProps) {
  // The poster is the film's first frame, a still of the same scene: this fails to compile if
  // a film ever lacks its still.
  const poster: ImageName = name;
  const [x, y] = align;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playbackRef = useRef<VideoPlayback | null>(null);
  const [{ state, shown }, setPlayback] = useState(initialPlayback);
  const film = `${name}-${version}`;

  // Layout phase, so the controller exists before a parent's effects send the first command.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new film is a new <video> (keyed by film).
  useLayoutEffect(() => {
    const media = videoRef.current;
    if (!media) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const playback = createVideoPlayback({
      media,
      filmsPaused,
      prefersReducedMotion: () => reducedMotion.matches,
      onChange: setPlayback,
    });
    playbackRef.current = playback;
    setPlayback(initialPlayback);
    playback.visibilityChange(document.visibilityState === "hidden");
    const onVisibility = () => playback.visibilityChange(document.visibilityState === "hidden");
    // Turning the screen, or crossing the portrait films' shape (a film without one loads the
    // same file again).
    const shapes = ["(orientation: portrait)", TALL_SCREEN.media].map((query) =>
      window.matchMedia(query),
    );
    const onPortrait = () => playback.portraitChange();
    document.addEventListener("visibilitychange", onVisibility);
    for (const shape of shapes) shape.addEventListener("change", onPortrait);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      for (const shape of shapes) shape.removeEventListener("change", onPortrait);
      playback.destroy();
      playbackRef.current = null;
    };
  }, [film]);

  // React does not keep the `muted` attribute in step; autoplay policies read the property.
  // Picture-in-Picture is switched off here too: as an attribute it is not valid HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the film's element changes with it.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = muted;
    video.disablePictureInPicture = true;
  }, [muted, film]);

  // A film starts once the page has loaded: fetched any earlier, it would share a phone's
  // connection with the stylesheets, fonts and poster the first view is waiting for.
  const pendingPlay = useRef<(() => void) | null>(null);
  const play = useCallback(() => {
    if (document.readyState === "complete") return playbackRef.current?.play();
    if (pendingPlay.current) return;
    const start = () => {
      pendingPlay.current = null;
      playbackRef.current?.play();
    };
    pendingPlay.current = start;
    window.addEventListener("load", start, { once: true });
  }, []);
  const cancelPendingPlay = useCallback(() => {
    if (pendingPlay.current) window.removeEventListener("load", pendingPlay.current);
    pendingPlay.current = null;
  }, []);
  const reset = useCallback(() => {
    cancelPendingPlay();
    playbackRef.current?.reset();
  }, [cancelPendingPlay]);
  useEffect(() => cancelPendingPlay, [cancelPendingPlay]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!playInView || !wrapper) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= IN_VIEW) play();
        else reset();
      },
      { threshold: IN_VIEW },
    );
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [playInView, play, reset]);

  useImperativeHandle(ref, () => ({ play, reset }), [play, reset]);

  const portrait = fit === "cover" && x === "center";
  const playing = state === "playing";
  const label = playing ? "Pause film" : "Play film";
  const classes = [
    "video",
    `video--${fit}`,
    `video--x-${x}`,
    `video--y-${y}`,
    portrait && "video--portrait",
    className,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div ref={wrapperRef} className={classes} data-state={state}>
      <div className="video__media" role="img" aria-label={alt}>
        <div className="video__frame">
          <Picture
            image={poster}
            sizes={sizes ?? defaultSizes[fit]}
            alt=""
            priority={priority}
            deferred={deferred}
            portrait={portrait ? TALL_SCREEN : undefined}
            className="video__poster"
          />
          <video
            key={film}
            ref={videoRef}
            className={shown ? "video__film video__film--shown" : "video__film"}
            muted={muted}
            playsInline
            loop={loop}
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => playbackRef.current?.mediaPlaying()}
            onPause={() => playbackRef.current?.mediaPaused()}
          >
            {/* The portrait film first where there is one; WebM first: its loop is seamless,
                the MP4's has a faint seam. */}
            {(portrait ? PORTRAIT_FIRST : LANDSCAPE).flatMap((crop) =>
              FILM_FORMATS.map((format) => (
                <source
                  key={crop + format}
                  media={crop === "portrait" ? TALL_SCREEN.media : undefined}
                  src={filmUrl(name, version, format, crop)}
                  type={`video/${format}`}
                />
              )),
            )}
          </video>
        </div>
      </div>
      <button
        type="button"
        className="video__control"
        onClick={() =>
          playing ? playbackRef.current?.visitorPause() : playbackRef.current?.visitorPlay()
        }
      >
        <svg className="video__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
    </div>
  );
}
