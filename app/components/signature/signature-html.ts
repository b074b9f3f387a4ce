import type { SignaturePerson } from "../../content/pages/email-signature.ts";
import { SITE_NAME } from "../../content/site.ts";

/**
 * The email signature as email clients read it: nested tables and inline styles only (clients
 * drop <style> blocks and class names), HTML attributes beside the CSS for Outlook's Word
 * engine, and system fonts, since no client loads the site's web fonts. Pure and DOM-free: the
 * page previews, copies and downloads the same string.
 */

/** The fixed colours (spec section 9), from the brand palette in app/styles/tokens.css. */
export const signatureColors = {
  /** Name and role text. */
  ink: "#1f2a2e",
  /** The divider beside the details and the line labels. */
  accent: "#8a6a3f",
  /** Telephone numbers and the email address. */
  muted: "#56636a",
} as const;

/** Sizes from spec section 9, in CSS pixels. */
export const signatureSize = {
  width: 550,
  logoWidth: 130,
  paddingVertical: 20,
  paddingHorizontal: 15,
  nameFontSize: 18,
  detailFontSize: 12,
} as const;

/** The raster logo drawn at twice this size by scripts/generate-signature-logo.ts. */
export const SIGNATURE_LOGO = {
  path: "/media/email/signature-logo.png",
  width: signatureSize.logoWidth,
  height: 110,
} as const;

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Helvetica, Arial, sans-serif";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text and attribute values as typed: a name with < or & shows as those characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The tel: link of a typed number: its digits only, after +1 (spec section 5), or null when it
 * has no digits. The team's numbers are North American (+1 345 on Grand Cayman), whose numbers
 * have ten digits and no area code starting with 1, so a number typed with its country code,
 * "+1 (345) 555-0123" or "1 345 555 0123", keeps that 1 rather than getting a second one
 * (+11345… would not connect). A number typed after another "+" country code keeps that code:
 * prefixing +1 to "+44 20 7946 0958" would dial a different line.
 */
export function signatureTelHref(typed: string): string | null {
  const digits = typed.replace(/\D/g, "");
  if (!digits) return null;
  const hasCountryCode =
    typed.trim().startsWith("+") || (digits.length === 11 && digits.startsWith("1"));
  return `tel:+${hasCountryCode ? "" : "1"}${digits}`;
}

interface DetailLine {
  label: string;
  text: string;
  href: string | null;
}

/** The telephone and email lines, each left out when its field is empty. */
function detailLines(person: SignaturePerson): DetailLine[] {
  const lines: DetailLine[] = [
    { label: "Mobile", text: person.mobile.trim(), href: signatureTelHref(person.mobile) },
    { label: "Office", text: person.phone.trim(), href: signatureTelHref(person.phone) },
    { label: "Email", text: person.email.trim(), href: `mailto:${person.email.trim()}` },
  ];
  return lines.filter((line) => line.text !== "");
}

function detailRow({ label, text, href }: DetailLine): string {
  const font = `font-family:${SANS};font-size:${signatureSize.detailFontSize}px;line-height:18px`;
  const value = href
    ? `<a href="${escapeHtml(href)}" style="color:${signatureColors.muted};text-decoration:none">${escapeHtml(text)}</a>`
    : escapeHtml(text);
  return (
    `<tr><td style="padding:0 12px 0 0;${font};color:${signatureColors.accent};letter-spacing:1px;text-transform:uppercase">${label}</td>` +
    `<td style="padding:0;${font};color:${signatureColors.muted}">${value}</td></tr>`
  );
}

/** The signature's HTML; `origin` makes the logo and its link absolute, as mail needs. */
export function signatureHtml(person: SignaturePerson, origin: string): string {
  const { width, logoWidth, paddingVertical, paddingHorizontal, nameFontSize, detailFontSize } =
    signatureSize;
  const padding = `padding:${paddingVertical}px ${paddingHorizontal}px`;
  const lines = detailLines(person);
  const details = lines.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin-top:12px">${lines.map(detailRow).join("")}</table>`
    : "";
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="${width}" style="width:${width}px;border-collapse:collapse">` +
    `<tr><td width="${logoWidth}" valign="top" style="width:${logoWidth}px;${padding};vertical-align:top">` +
    `<a href="${escapeHtml(origin)}/"><img src="${escapeHtml(origin)}${SIGNATURE_LOGO.path}" width="${logoWidth}" height="${SIGNATURE_LOGO.height}" alt="${escapeHtml(SITE_NAME)}" style="display:block;width:${logoWidth}px;height:auto;border:0"></a></td>` +
    `<td valign="top" style="${padding};vertical-align:top;border-left:1px solid ${signatureColors.accent}">` +
    `<p style="margin:0;font-family:${SERIF};font-size:${nameFontSize}px;line-height:24px;color:${signatureColors.ink}">${escapeHtml(person.name)}</p>` +
    `<p style="margin:2px 0 0;font-family:${SANS};font-size:${detailFontSize}px;line-height:18px;color:${signatureColors.ink};letter-spacing:1px;text-transform:uppercase">${escapeHtml(person.role)}</p>` +
    `${details}</td></tr></table>`
  );
}

/** The plain-text alternative, for clients and fields that take no formatting. */
export function signatureText(person: SignaturePerson, origin: string): string {
  return [
    person.name,
    person.role,
    SITE_NAME,
    ...detailLines(person).map((line) => `${line.label}: ${line.text}`),
    `${origin}/`,
  ]
    .filter((line) => line.trim() !== "")
    .join("\n");
}

/** A complete HTML file holding only the signature, for the Download button. */
export function signatureDocument(person: SignaturePerson, origin: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Email signature</title></head>',
    `<body>${signatureHtml(person, origin)}</body>`,
    "</html>",
    "",
  ].join("\n");
}
