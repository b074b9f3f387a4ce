import { type RouterContextProvider, redirect } from "react-router";
import { LINK_EXPIRED, NOT_AN_EMAIL, TOO_MANY_ATTEMPTS } from "../../content/admin-sign-in.ts";
import { afterSignIn } from "../../lib/admin/staff-sections.ts";
import { clientAddressContext, servicesContext } from "../services.server.ts";
import { isValidStaffEmail, staffEmailKey } from "./staff.server.ts";

export type SignInAnswer =
  | { sent: true; error?: undefined }
  | { sent?: undefined; error: string; field?: "email" };

/**
 * The sign-in page's two posts: ask for an emailed link (answered the same for any address;
 * only invited staff get one), and confirm a link's token, which starts the session. Each
 * spends the client's sign-in budget first.
 */
export async function signInAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SignInAnswer> {
  const { staffAuth, signInBudget } = context.get(servicesContext);
  if (!(await signInBudget.attempt(context.get(clientAddressContext)))) {
    return { error: TOO_MANY_ATTEMPTS };
  }
  const form = await request.formData();
  const next = afterSignIn(String(form.get("next") ?? ""));
  if (form.get("intent") === "confirm") {
    const token = String(form.get("token") ?? "");
    const answer = await staffAuth.api.magicLinkVerify({
      query: { token },
      headers: request.headers,
      asResponse: true,
    });
    if (answer.status !== 200) {
      return { error: LINK_EXPIRED };
    }
    const headers = new Headers();
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(next, { headers });
  }
  const email = staffEmailKey(String(form.get("email") ?? ""));
  if (!isValidStaffEmail(email)) {
    return { error: NOT_AN_EMAIL, field: "email" };
  }
  if (await signInBudget.linkFor(email)) {
    await staffAuth.api.signInMagicLink({
      body: { email, metadata: { next } },
      headers: request.headers,
    });
  }
  return { sent: true };
}
