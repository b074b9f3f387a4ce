import { SITE_NAME } from "../../content/site.ts";
import type { Config } from "../config.server.ts";
import { createEmailSender } from "../delivery/email-sender.server.ts";
import type { Logger } from "../logger.server.ts";

const SEND_TIMEOUT_MS = 10_000;
/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * Emails a member of staff their one-time sign-in link through the site's SMTP server
 * (SMTP_URL). Logs say what happened without the address or the link.
 */
export async function sendSignInLink({
  config,
  logger,
  to,
  link,
}: {
  config: Config;
  logger: Logger;
  to: string;
  link: string;
}): Promise<void> {
  if (!config.mail) {
    logger.warn("a staff sign-in link was asked for, but SMTP_URL is not set: no email was sent");
    return;
  }
  const sender = createEmailSender({ ...config.mail, to }, SEND_TIMEOUT_MS);
  try {
    const result = await sender.send({ to, ...signInEmail(link) });
    if (result.ok) logger.info("a staff sign-in link was sent");
    else logger.warn({ reason: result.reason }, "a staff sign-in link could not be sent");
  } finally {
    sender.close();
  }
}

export function signInEmail(link: string): { subject: string; text: string; html: string } {
  const minutes = `${SIGN_IN_LINK_MINUTES} minutes`;
  const text = [
    `Sign in to the ${SITE_NAME} back office:`,
    "",
    link,
    "",
    `The link works once, for ${minutes}. If you did not ask for it, ignore this email: nobody can sign in without it.`,
  ].join("\n");
  const html = [
    `<p>Sign in to the ${SITE_NAME} back office:</p>`,
    `<p><a href="${link.replaceAll("&", "&amp;")}">Sign in</a></p>`,
    `<p>The link works once, for ${minutes}. If you did not ask for it, ignore this email: nobody can sign in without it.</p>`,
  ].join("\n");
  return { subject: `Your sign-in link for the ${SITE_NAME} back office`, text, html };
}
