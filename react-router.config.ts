import type { Config } from "@react-router/dev/config";

// Pages are server-rendered; static ones are cached after their first render by the
// page cache (app/server/http/page-cache.server.ts) rather than prerendered at build
// time, because their HTML embeds runtime configuration (PUBLIC_URL, SITE_TOKEN,
// SALES_PHONE). See docs/decisions/001-page-cache-instead-of-build-prerender.md.
export default {
  ssr: true,
} satisfies Config;
