/**
 * Whether anything accepts a connection on a port at either loopback address: a server left
 * behind by an earlier run, for the scripts and tests that start their own.
 */
import { connect } from "node:net";

export async function portAnswers(port: number): Promise<boolean> {
  const tries = ["127.0.0.1", "::1"].map(
    (host) =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ host, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      }),
  );
  return (await Promise.all(tries)).some(Boolean);
}
