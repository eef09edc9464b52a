import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries the way bulletproof-react draws them with import/no-restricted-paths: a zone
// forbids files under `target` to import anything under `from` (except under `except`). The rule
// resolves each path itself, so `../x`, the `~/` and `~common/` aliases and lazy `import()` are all caught
// without another plugin (no-restricted-imports only compares strings and skips `import()`).
const projectRoot = import.meta.dirname;
const appRoot = path.join(projectRoot, "app");

const features = readdirSync(path.join(appRoot, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importZones = [
  // Features do not import each other: what two features share lives in app/components, app/lib
  // or common/.
  ...features.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`app/features/${feature}`],
    message:
      "features do not import each other; move what they share to app/components, app/lib or common/",
  })),
  // Shared code flows one way: common/, app/components and app/lib -> app/features -> app/routes.
  {
    target: "app/features",
    from: "app/routes",
    message: "routes compose features, never the other way round",
  },
  {
    target: ["app/components", "app/lib"],
    from: ["app/features", "app/routes"],
    message: "shared code knows no feature and no route",
  },
];

// What the browser's code may not import.
const appPatterns = [
  { group: ["**/server/**", "../server/*"], message: "The browser never imports server code." },
  {
    // The contract's schemas (and zod) stay out of the pages' JavaScript: the browser names an
    // endpoint by its "METHOD /path" key, typed by the declaration.
    group: ["**/common/contract/**", "~common/contract/**"],
    allowTypeImports: true,
    message: "Import the API contract as a type only (import type).",
  },
];
const appPaths = [
  {
    // The hooks come bound to the site's client, which the root layout does not load (decision 033).
    name: "@tanstack/react-query",
    importNames: [
      "useQuery",
      "useQueries",
      "useMutation",
      "useQueryClient",
      "useSuspenseQuery",
      "useInfiniteQuery",
      "QueryClientProvider",
    ],
    message: "Use the hooks of ~/lib/query-layer.",
  },
];

function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

const folders = (paths) => [paths ?? []].flat().map((folder) => path.join(projectRoot, folder));

/** The file an import names when it is one of ours (relative, or through the `~/` alias). */
function resolveImport(source, importer) {
  if (source.startsWith("~/")) return path.join(appRoot, source.slice(2));
  if (source.startsWith("~common/")) return path.join(projectRoot, "common", source.slice(8));
  if (source.startsWith(".")) return path.resolve(path.dirname(importer), source);
  return null;
}

const boundaries = {
  rules: {
    "no-restricted-paths": {
      meta: {
        type: "problem",
        schema: [{ type: "array" }],
        messages: { restricted: "Unexpected import of '{{source}}': {{why}}." },
      },
      create(context) {
        const zones = context.options[0].filter((zone) =>
          folders(zone.target).some((folder) => isInside(context.filename, folder)),
        );
        const check = (node) => {
          const source =
            node?.type === "Literal"
              ? node.value
              : node?.type === "TemplateLiteral" && node.expressions.length === 0
                ? node.quasis[0].value.cooked
                : null;
          if (typeof source !== "string") return;
          const imported = resolveImport(source, context.filename);
          if (imported === null) return;
          const zone = zones.find(
            (candidate) =>
              folders(candidate.from).some((folder) => isInside(imported, folder)) &&
              !folders(candidate.except).some((folder) => isInside(imported, folder)),
          );
          if (zone) {
            context.report({
              node,
              messageId: "restricted",
              data: { source, why: zone.message },
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "public/",
      "data/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    rules: { "boundaries/no-restricted-paths": ["error", importZones] },
  },
  {
    // The house rule: the browser never imports server code, and common/ imports neither side.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: appPatterns, paths: appPaths },
      ],
    },
  },
  {
    // An island keeps the server's HTML on a first load and runs nothing of its own there
    // (app/lib/island.tsx): a handler, state or an effect in one would be dead on that load.
    files: ["app/**/*.island.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message:
            "An island runs no code on a first load: make this an ordinary component, or move the handler out of the island.",
        },
        {
          selector: "CallExpression[callee.name=/^use[A-Z]/]",
          message:
            "An island has no state or effects: make this an ordinary component, or pass the value in as data.",
        },
      ],
    },
  },
  {
    // The one module that binds TanStack Query's hooks to the site's client.
    files: ["app/lib/query-layer.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: appPatterns }] },
  },
  {
    files: ["common/**/*.ts"],
    ignores: ["common/zod.ts", "common/**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: ["**/server/**", "**/app/**", "~/*"],
          paths: [
            {
              // Schemas the browser builds need zod's browser setting first (common/zod.ts).
              name: "zod",
              allowTypeImports: true,
              message: "Import z from common/zod.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["common/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/app/**", "~/*"] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*"] }] },
  },
);
