import { data, type RouterContextProvider, redirect } from "react-router";
import { PRESS_ADMIN_PATH } from "../../lib/admin/press-fields.ts";
import { setArticlePublished } from "../press-editing.server.ts";
import { servicesContext } from "../services.server.ts";
import { staffContext } from "./staff-guard.server.ts";

export interface PressListRefusal {
  slug: string;
  message: string;
}

/**
 * An article published or unpublished from the list, from the version the list showed: the
 * public pages follow within their cache lifetime; a stale list changes nothing.
 */
export async function pressAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const slug = String(form.get("slug") ?? "");
  const intent = form.get("intent");
  const version = Number(form.get("version"));
  if ((intent !== "publish" && intent !== "unpublish") || !Number.isInteger(version)) {
    return data<PressListRefusal>(
      { slug, message: "Reload the page and try again." },
      { status: 400 },
    );
  }
  const result = await setArticlePublished(storage, {
    slug,
    published: intent === "publish",
    version,
    actor: { id: staff.id, label: staff.email },
  });
  if (result.outcome !== "saved") {
    return data<PressListRefusal>(
      {
        slug,
        message:
          result.outcome === "missing"
            ? "This article no longer exists. Reload the page."
            : "Someone else changed this article after you opened this page, so nothing was changed. The list shows it as it is now.",
      },
      { status: result.outcome === "missing" ? 404 : 409 },
    );
  }
  const query = new URLSearchParams({ [intent === "publish" ? "published" : "unpublished"]: slug });
  throw redirect(`${PRESS_ADMIN_PATH}?${query}#article-${slug}`);
}
