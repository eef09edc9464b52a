import { availableParallelism } from "node:os";
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
    // Vitest's default (one fewer than the cores) leaves a 2-core CI machine one file at a time;
    // the files wait on the embedded database and the network as much as on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI sums every runner's results from these reports (.ci/run).
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_JSON ?? "reports/vitest.json" },
  },
});
