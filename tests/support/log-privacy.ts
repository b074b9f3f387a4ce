/**
 * What must never appear in a server log (issue 9): a visitor's email, phone or name, a CSRF
 * token or a cookie. The browser tests submit inquiries with these shapes of data; the
 * servers' logs from the whole run are read for them afterwards.
 */
const patterns: { what: string; pattern: RegExp }[] = [
  {
    what: "an email address",
    pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  },
  { what: "a submitted phone number", pattern: /555[\s.-]?0100|3455550100/ },
  { what: "a submitted name", pattern: /Lovelace/i },
  { what: "a CSRF token", pattern: /\b[0-9a-z]{7,9}\.[A-Za-z0-9_-]{43}\b/ },
  { what: "a cookie", pattern: /(__Host-)?csrf=[A-Za-z0-9_-]{20,}|"cookie"\s*:/i },
];

export interface PrivacyFinding {
  file: string;
  line: number;
  what: string;
}

/** Every line of a log that carries personal data or a secret, without repeating the value. */
export function findPersonalData(file: string, text: string): PrivacyFinding[] {
  const findings: PrivacyFinding[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    for (const { what, pattern } of patterns) {
      if (pattern.test(line)) findings.push({ file, line: index + 1, what });
    }
  }
  return findings;
}
