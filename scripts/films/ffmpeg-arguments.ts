/**
 * The ffmpeg command lines for the two film formats. Both read packed RGB frames from stdin; the
 * choices below were tuned on dusk gradients, the scenes' hardest case for banding.
 */
import { frameCount } from "./film-catalogue.ts";

export interface VideoShape {
  width: number;
  height: number;
  fps: number;
  seconds: number;
}

/** The files must stay small enough for a phone on a slow connection to start playing at once. */
export const MAX_FILM_BYTES = 500_000;

/**
 * A film to watch is fetched only when a visitor presses Watch Film, and streams while it plays:
 * 2.8 MB is under a minute of 720p at about 0.4 Mbit/s, which a phone on 3G keeps ahead of, and
 * keeps each committed file under the repository's 3 MB limit. Its shots are renders under slow
 * camera moves, encoded as detailed frames, which hold up at that rate.
 */
export const MAX_WATCH_FILM_BYTES = 2_800_000;

/** A film to watch has a keyframe every 2 s, so a seek lands within a moment of decoding. */
const SEEK_KEYFRAME_SECONDS = 2;

/** The byte budget for a background loop or a film to watch. */
export function maxFilmBytes(loop: boolean): number {
  return loop ? MAX_FILM_BYTES : MAX_WATCH_FILM_BYTES;
}

/**
 * Converts to BT.709 limited range (what browsers assume for HD video) and tags it so, instead of
 * ffmpeg's default BT.601 matrix that would shift the palette's colours. Accurate rounding and full
 * chroma interpolation keep the scenes' long gradients from stepping.
 */
const COLOUR = [
  "-vf",
  "scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int,format=yuv420p",
  ...["-colorspace", "bt709", "-color_primaries", "bt709"],
  ...["-color_trc", "bt709", "-color_range", "tv"],
];

/**
 * The bitrate ceiling that keeps a whole film under its budget with a tenth to spare. The
 * quality setting (CRF) decides the size; this cap only bites on an unusually busy scene.
 */
export function maxKbps(seconds: number, loop = true): number {
  return Math.floor(((maxFilmBytes(loop) * 8) / 1000 / seconds) * 0.9);
}

function inputArguments(shape: VideoShape, loop: boolean): string[] {
  const frames = frameCount(shape, shape.fps);
  const interval = loop ? frames : Math.round(SEEK_KEYFRAME_SECONDS * shape.fps);
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${shape.width}x${shape.height}`],
    ...["-framerate", String(shape.fps), "-i", "pipe:0"],
    ...["-an", ...COLOUR, "-fflags", "+bitexact"],
    // A loop's only keyframe is frame 0: the player only ever seeks back to it, and any other
    // keyframe would refresh the texture of still areas mid-loop, a visible pulse. A film to
    // watch is seeked anywhere, and its camera never rests, so there is no still area to pulse.
    ...["-g", String(interval), "-keyint_min", String(interval), "-sc_threshold", "0"],
  ];
}

/**
 * VP9 in two passes (pass 1 only writes statistics to `passLog`): with them the keyframe gets the
 * quality of the frames after it, and one pass would band more for the same bytes. A loop has no
 * alt-ref frames: static areas then keep frame 0's pixels through the loop, so the jump from the
 * last frame back to the keyframe is no bigger than any other step (with them, the texture
 * visibly refreshes); a film to watch has no wrap, and alt-refs keep its slow moves crisp for
 * fewer bytes. Constrained quality: CRF sets the look, -b:v is only a ceiling. A loop (a drift
 * over a render) takes CRF 40: at 31 the shore's portrait film alone was 391 KB. Variance AQ spends
 * bits on flat skies and water, where VP9 would otherwise band; row-mt and two tiles use both cores.
 */
export function webmArguments(
  shape: VideoShape,
  pass: 1 | 2,
  passLog: string,
  file: string,
  loop: boolean,
): string[] {
  const crf = loop ? "40" : "33";
  return [
    ...inputArguments(shape, loop),
    ...["-c:v", "libvpx-vp9", "-crf", crf, "-b:v", `${maxKbps(shape.seconds, loop)}k`],
    ...["-deadline", "good", "-cpu-used", "2", "-aq-mode", "1"],
    ...(loop ? ["-auto-alt-ref", "0"] : ["-auto-alt-ref", "1", "-lag-in-frames", "25"]),
    ...["-row-mt", "1", "-tile-columns", "1", "-threads", "2"],
    ...["-pass", String(pass), "-passlogfile", passLog],
    ...(pass === 1 ? ["-f", "null", "-"] : ["-f", "webm", file]),
  ];
}

/**
 * H.264 High@4.0 plays in every browser and on every iPhone since 2011, and caps x264 at 9
 * reference frames for 720p. `animation` was chosen for the retired vector scenes and is kept so
 * the published films encode as they did; aq-mode 3 at full strength keeps dark gradients from
 * banding. Every film is drawn from renders or photographs and takes CRF 28. The VBV
 * cap is a ceiling; faststart puts the index first so playback starts while the file downloads.
 * x264 slowly re-details static areas after the keyframe, so fine static edges sharpen faintly at
 * the wrap; none of the x264 settings tried (mbtree, ipratio, B-frames, psy) removed it.
 */
export function mp4Arguments(shape: VideoShape, file: string, loop: boolean): string[] {
  const cap = maxKbps(shape.seconds, loop);
  return [
    ...inputArguments(shape, loop),
    ...["-c:v", "libx264", "-profile:v", "high", "-level:v", "4.0", "-preset", "veryslow"],
    ...["-tune", "animation", "-crf", "28"],
    ...["-x264-params", "aq-mode=3:aq-strength=1.0"],
    ...["-maxrate", `${cap}k`, "-bufsize", `${cap * 2}k`],
    ...["-movflags", "+faststart", "-f", "mp4", file],
  ];
}
