import { redirect, useActionData } from "react-router";
import { PasskeySignIn } from "../../components/admin/passkey-sign-in.tsx";
import { LINK_SENT } from "../../content/admin-sign-in.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { afterSignIn } from "../../lib/admin/staff-sections.ts";
import { signInAction } from "../../server/admin/sign-in-action.server.ts";
import { formPostGuard } from "../../server/http/form-post-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/sign-in";

export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Sign in", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staffAuth } = context.get(servicesContext);
  if (await staffAuth.api.getSession({ headers: request.headers })) throw redirect("/admin");
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token"),
    next: afterSignIn(url.searchParams.get("next")),
    signedOut: url.searchParams.has("signed-out"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { token, next, signedOut } = loaderData;
  const emailError = answer?.error && answer.field === "email" ? answer.error : undefined;
  const formError = answer?.error && !answer.field ? answer.error : undefined;
  return (
    <div className="admin__page admin__page--narrow">
      <p className="eyebrow">Back office</p>
      <h1 className="display-title">Sign in</h1>
      {signedOut && !answer && (
        <p className="admin__notice" role="status">
          You are signed out.
        </p>
      )}
      {formError && (
        <p className="admin__notice admin__notice--error" role="alert">
          {formError}
        </p>
      )}
      {token && !formError ? (
        <form method="post" className="admin__card">
          <p>Your link is ready. Continue to start your session in this browser.</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="next" value={next} />
          <button type="submit" className="button">
            Continue to the back office
          </button>
        </form>
      ) : (
        <>
          <PasskeySignIn next={next} />
          <form method="post" className="admin__card" noValidate>
            <h2 className="admin__card-title">Or get a link by email</h2>
            {answer?.sent ? (
              <p role="status">{LINK_SENT}</p>
            ) : (
              <>
                <div className="form-field" data-invalid={emailError ? "" : undefined}>
                  <label htmlFor="staff-email" className="form-field__label">
                    Work email
                  </label>
                  <input
                    id="staff-email"
                    name="email"
                    type="email"
                    autoComplete="username webauthn"
                    required
                    className="form-field__control"
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? "staff-email-error" : undefined}
                  />
                  {emailError && (
                    <p id="staff-email-error" className="form-field__error">
                      {emailError}
                    </p>
                  )}
                </div>
                <input type="hidden" name="intent" value="link" />
                <input type="hidden" name="next" value={next} />
                <button type="submit" className="button">
                  Email me a sign-in link
                </button>
              </>
            )}
          </form>
        </>
      )}
    </div>
  );
}
