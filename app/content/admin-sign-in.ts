/** What the back office's sign-in page says (routes/admin/sign-in.tsx and its action). */

/** What every request for a link hears, whether the address belongs to staff or not. */
export const LINK_SENT =
  "If this address belongs to a member of staff, a sign-in link is on its way. It works once, for 15 minutes.";
export const LINK_EXPIRED =
  "This sign-in link has expired or was already used. Ask for a new one below.";
export const NOT_AN_EMAIL = "Please enter your work email address.";
export const TOO_MANY_ATTEMPTS =
  "Too many sign-in attempts from your connection. Please wait a few minutes.";
