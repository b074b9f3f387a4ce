import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/unit-setup.ts"],
    testTimeout: 20_000,
  },
});
