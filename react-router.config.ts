import type { Config } from "@react-router/dev/config";

// Pages are server-rendered on request and kept by shared caches in front, rather than
// prerendered at build time, because their HTML embeds runtime configuration (PUBLIC_URL,
// SITE_TOKEN, SALES_PHONE) and stored content. See docs/decisions/001-shared-cache-in-front.md.
export default {
  ssr: true,
} satisfies Config;
