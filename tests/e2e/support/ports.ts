/**
 * Every port the browser tests use is E2E_PORT_BASE (4100 unless set) plus a fixed offset, so
 * two checkouts can run their suites side by side without answering each other's requests.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);

export function testPort(offset: number): number {
  return PORT_BASE + offset;
}
