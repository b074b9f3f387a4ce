/**
 * docs/performance.md is written by two scripts (`npm run audit`, `npm run bench`), each owning
 * one marked section, so either can be rerun without touching the other's results.
 */
const HEADER = `# Performance

Measured by scripts in this repository; rerun them to update this page. Goals are issue 9's.
\`npm run bench\` and \`npm run audit\` each rewrite their own marked section below.
`;

const marker = (name: string, end: "start" | "end") => `<!-- ${name}:${end} -->`;

/** The document with the named section's body replaced, or appended when it is not there yet. */
export function replaceSection(document: string, name: string, body: string): string {
  const start = marker(name, "start");
  const end = marker(name, "end");
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from !== -1 && to > from) {
    return `${document.slice(0, from)}${section}${document.slice(to + end.length)}`;
  }
  const base = document.trim() ? document.trimEnd() : HEADER.trimEnd();
  return `${base}\n\n${section}\n`;
}
