import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompressedAssets } from "./scripts/vite/precompressed-assets.ts";

export default defineConfig({
  plugins: [reactRouter(), precompressedAssets()],
  resolve: { tsconfigPaths: true },
  // Vite's default CSS target (Safari 16.4, Chrome 111) adds a -webkit-image-set() copy of every
  // backdrop's image-set(); no browser needs it (decision 010).
  build: { cssTarget: ["chrome113", "edge113", "firefox114", "safari17", "ios17"] },
  environments: {
    // The server build's entry is the HTTP application, which mounts the React Router
    // build through its virtual module; see app/server/http/app.server.ts.
    ssr: { build: { rollupOptions: { input: "./app/server/http/app.server.ts" } } },
  },
});
