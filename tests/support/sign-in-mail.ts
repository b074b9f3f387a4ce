/**
 * The sign-in link in an email as an SMTP sink received it (raw, quoted-printable), for the
 * tests that sign in the way a member of staff does.
 */
export function signInLinkIn(raw: string): string {
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const link = /https?:\/\/[^\s"<>]+\/admin\/sign-in\?token=[\w-]+(?:&next=[^\s"<>&]+)?/.exec(
    text,
  )?.[0];
  if (!link) throw new Error("no sign-in link in the email");
  return link;
}

/** Who an email was sent to, from its envelope header. */
export function recipientOf(raw: string): string {
  return /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
}
