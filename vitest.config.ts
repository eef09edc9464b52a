import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** The component tests: app's *.test.tsx, on jsdom (docs/architecture.md, "Tests"). */
const COMPONENT_TESTS = "app/**/*.test.tsx";

export default defineConfig({
  resolve: {
    alias: {
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default (one fewer than the cores) leaves a 2-core CI machine one file at a time;
    // the files wait on the embedded database and the network as much as on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI sums every runner's results from these reports (.ci/run).
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_JSON ?? "reports/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,common,content,scripts}/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: [COMPONENT_TESTS],
          environment: "jsdom",
          setupFiles: ["app/test/setup.ts"],
          globalSetup: ["app/test/built-drawings.ts"],
        },
      },
    ],
  },
});
