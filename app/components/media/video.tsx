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
  /**
   * The poster's `sizes`: how wide the film's 16:9 frame is drawn, which for a cover film is
   * wider than its box when the box is narrower than 16:9. Defaults to a film filling the viewport.
   */
  sizes?: string;
  className?: string;
  ref?: Ref<VideoHandle>;
}

/**
 * video.css draws every film in a 16:9 frame and the poster is the whole 16:10 scene; the
 * generator renders every film at 1280 x 720 (scripts/films/film-catalogue.ts).
 */
filmManifest satisfies Record<FilmName, { width: 1280; height: 720 }>;

/** The frame's width for a film filling the viewport. */
const defaultSizes = {
  // 16/9 is 177.78vh; a hair under it keeps a 1600 px frame on the 1600w file, not the 2400w.
  cover: "max(100vw, 177.7vh)",
  contain: "min(100vw, 177.7vh)",
} as const;

/**
 * On a tall screen a centred cover film shows a slice of its frame narrower than the scene's
 * 9:16 portrait crop, so until the film plays the poster is that crop, placed in the frame
 * where the slice lies (video.css): the same picture as the landscape still, at a third of
 * its bytes on a phone. The query is repeated in video.css. Drawn 9/16 of the 16:10 scene's
 * height wide: 62.5vh when the film fills the screen.
 */
const TALL_SCREEN_POSTER: PortraitCrop = {
  media: "(max-aspect-ratio: 9/16)",
  sizes: "max(62.5vh, 100vw)",
};

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
    const portrait = window.matchMedia("(orientation: portrait)");
    const onPortrait = () => playback.portraitChange();
    document.addEventListener("visibilitychange", onVisibility);
    portrait.addEventListener("change", onPortrait);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      portrait.removeEventListener("change", onPortrait);
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

  const portraitPoster = fit === "cover" && x === "center";
  const playing = state === "playing";
  const label = playing ? "Pause film" : "Play film";
  const classes = [
    "video",
    `video--${fit}`,
    `video--x-${x}`,
    `video--y-${y}`,
    portraitPoster && "video--portrait-poster",
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
            portrait={portraitPoster ? TALL_SCREEN_POSTER : undefined}
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
            {/* WebM first: its loop is seamless, the MP4's has a faint seam. */}
            <source src={filmUrl(name, version, "webm")} type="video/webm" />
            <source src={filmUrl(name, version, "mp4")} type="video/mp4" />
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
