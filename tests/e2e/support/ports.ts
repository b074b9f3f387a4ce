/**
 * Every port the browser tests use is E2E_PORT_BASE (4100 unless set) plus a fixed offset, so
 * two checkouts can run their suites side by side without answering each other's requests.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);

/**
 * The Fetch standard's "bad ports": Chromium and Node's fetch refuse them outright ("bad port"),
 * so a server there starts but can never be reached. https://fetch.spec.whatwg.org/#bad-port
 */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

export function testPort(offset: number): number {
  const port = PORT_BASE + offset;
  if (BAD_PORTS.has(port)) {
    throw new Error(
      `test port ${port} (E2E_PORT_BASE ${PORT_BASE} + ${offset}) is one browsers and fetch refuse; ` +
        "choose another offset or base",
    );
  }
  return port;
}
