import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompressedAssets } from "./scripts/vite/precompressed-assets.ts";

export default defineConfig({
  plugins: [reactRouter(), precompressedAssets()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is the HTTP application, which mounts the React Router
    // build through its virtual module; see app/server/http/app.server.ts.
    ssr: { build: { rollupOptions: { input: "./app/server/http/app.server.ts" } } },
  },
});
