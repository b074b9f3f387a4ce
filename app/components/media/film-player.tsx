import { useEffect, useRef, useState } from "react";
import type { FilmName } from "../../content/media/film-manifest.ts";
import { filmUrl } from "../../lib/media.ts";
import { timings } from "../../lib/timings.ts";

interface FilmPlayerProps {
  name: FilmName;
  version: number;
  /** True while the film's modal is open: it plays; false: it stops, then rewinds. */
  playing: boolean;
  onEnded: () => void;
  /** The id of the text that describes the film (its text alternative). */
  describedBy: string;
}

/**
 * A film to watch, with the browser's own controls (spec section 4, video modal): it plays when
 * its modal opens, stops when it closes and returns to the start 500 ms later, out of sight once
 * the dialog has gone, and says when it has ended so the modal can close itself. A visitor asked
 * for it, so it plays under reduced motion too, unlike the page's background films.
 *
 * Its poster is named only once the modal first opens: a browser fetches a video's poster
 * even inside a closed dialog, and this one (44 kB) shared a phone's first second with the
 * page's hero.
 */
export function FilmPlayer({ name, version, playing, onEnded, describedBy }: FilmPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [opened, setOpened] = useState(playing);
  if (playing && !opened) setOpened(true);

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    if (playing) {
      // A refused play (a power-saving mode) leaves the poster and the controls to the visitor.
      media.play().catch(() => {});
      return;
    }
    media.pause();
    const reset = window.setTimeout(() => {
      media.currentTime = 0;
    }, timings.videoModalReset);
    return () => window.clearTimeout(reset);
  }, [playing]);

  return (
    <div className="film-player">
      <video
        ref={video}
        className="film-player__video"
        controls
        muted
        playsInline
        preload="none"
        poster={opened ? filmUrl(name, version, "jpg") : undefined}
        aria-describedby={describedBy}
        onEnded={onEnded}
      >
        <source src={filmUrl(name, version, "webm")} type="video/webm" />
        <source src={filmUrl(name, version, "mp4")} type="video/mp4" />
      </video>
    </div>
  );
}
