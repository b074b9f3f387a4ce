import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The whole route table: every page of the specification's route table (section 2), in its
// order, then the calls of section 7 and the token refresh, each followed by the site token,
// then the back office (issue 27): private, never cached, its signed-in pages under one guard.
export default [
  index("routes/home.tsx"),
  route("introduction", "routes/introduction.tsx"),
  route("overview", "routes/overview.tsx"),
  route("mandarin-oriental", "routes/mandarin-oriental.tsx"),
  route("beach-house", "routes/beach-house.tsx"),
  route("ocean-house", "routes/ocean-house.tsx"),
  route("amenities", "routes/amenities.tsx"),
  route("grand-cayman", "routes/grand-cayman.tsx"),
  route("availability", "routes/availability.tsx"),
  route("team", "routes/team.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("press", "routes/press.tsx"),
  route("press/:article", "routes/press-article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("thanks", "routes/thanks.tsx"),
  route("downloads", "routes/downloads.tsx"),
  route("legal", "routes/legal.tsx"),
  route("penthouse-1003", "routes/penthouse-1003.tsx"),
  route("email-signature", "routes/email-signature.tsx"),
  // Floor plans uploaded from the back office, beside the committed ones under /documents.
  route("floor-plans/:file", "routes/floor-plan.ts"),
  route("download/floor-plans/:file", "routes/floor-plan-download.ts"),
  route("api/units/:token", "routes/api/units.ts"),
  route("api/press-articles/:token", "routes/api/press-articles.ts"),
  route("api/press-article/:token", "routes/api/press-article.ts"),
  route("api/register-contact/:token", "routes/api/register-contact.ts"),
  route("api/meta/:token", "routes/api/meta.ts"),
  route("api/csrf-token/:token", "routes/api/csrf-token.ts"),
  route("admin", "routes/admin/admin-shell.tsx", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("auth/*", "routes/admin/auth.ts"),
    layout("routes/admin/staff-area.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("inventory", "routes/admin/inventory.tsx"),
      route("inventory/export", "routes/admin/inventory-export.ts"),
      route("inventory/import", "routes/admin/inventory-import.tsx"),
      route("inventory/floor-plan", "routes/admin/inventory-floor-plan.tsx"),
      route("audit", "routes/admin/audit.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
