import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,server,common,content,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // CI sums every runner's results from these reports (.ci/run).
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_JSON ?? "reports/vitest.json" },
  },
});
