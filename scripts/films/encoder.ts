/**
 * Runs ffmpeg encoders fed from one stream of raw RGB frames through their stdin, so that no frame
 * is written to disk and the encoders work in parallel while the frames are rendered.
 */
import { spawn, spawnSync } from "node:child_process";

const FFMPEG = process.env.FFMPEG || "ffmpeg";

/** Fails early, with the fix, when ffmpeg or one of its two encoders is missing. */
export function requireFfmpeg(): void {
  const result = spawnSync(FFMPEG, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (result.error) {
    throw new Error(
      `cannot run ${FFMPEG} (${result.error.message}); install it with \`apt-get install ffmpeg\` or set FFMPEG to its path`,
    );
  }
  for (const encoder of ["libvpx-vp9", "libx264"]) {
    if (!new RegExp(`\\s${encoder}\\s`).test(result.stdout)) {
      throw new Error(`${FFMPEG} has no ${encoder} encoder; install Debian's ffmpeg package`);
    }
  }
}

/**
 * Runs one ffmpeg per argument list and feeds every frame to each, waiting for the slowest to drain
 * so memory stays at a few frames; resolves once all have exited cleanly.
 */
export async function encode(
  frames: AsyncIterable<Buffer>,
  jobs: ReadonlyArray<{ label: string; args: string[] }>,
): Promise<void> {
  const processes = jobs.map(({ label, args }) => {
    const child = spawn(FFMPEG, args, {
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    // Rejected if ffmpeg dies, so a broken pipe surfaces as ffmpeg's own message.
    const exited = new Promise<void>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (code) => {
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg (${label}) exited with ${code}: ${stderr.trim()}`));
      });
    });
    child.stdin.on("error", () => {}); // EPIPE; the exit above carries the reason.
    return { label, child, exited };
  });
  // Rejects as soon as any ffmpeg ends while frames are still being written, so that a dead
  // encoder fails the film instead of leaving a drain wait hanging; ignored once writing is done.
  const failed = Promise.race(
    processes.map(({ label, exited }) =>
      exited.then(() => {
        throw new Error(`ffmpeg (${label}) stopped before the last frame`);
      }),
    ),
  );
  failed.catch(() => {});
  try {
    for await (const frame of frames) {
      const writes = processes.map(({ child }) =>
        child.stdin.write(frame)
          ? undefined
          : new Promise((resolve) => child.stdin.once("drain", resolve)),
      );
      await Promise.race([Promise.all(writes), failed]);
    }
    for (const { child } of processes) child.stdin.end();
    await Promise.all(processes.map((p) => p.exited));
  } catch (error) {
    // A frame that fails to render must not leave the encoders waiting on stdin for ever. ffmpeg
    // can sit in a read that SIGTERM does not interrupt, so its input is closed and it is killed
    // outright: its half-written output is discarded anyway.
    for (const { child } of processes) {
      child.stdin.destroy();
      child.kill("SIGKILL");
    }
    await Promise.allSettled(processes.map((p) => p.exited));
    throw error;
  }
}
