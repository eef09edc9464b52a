import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

// Every page's first load fetches React with React Router, and the root route with everything it
// imports from app/ and common/. Each is one file in the browser build, not forty small chunks
// (decision 031); a page's own modules and the libraries it shares with a few pages stay split.
// Three small modules of ours join the shell too, each cheaper there than as a file of its own (a
// file's imports, exports and compression cost every page that loads it more than their code,
// decisions 055 and 056): the head's helper every page's route imports, the handover of a list the
// server drew (`/offers`, `/news-events`) and the names of a lot's actions (`/offers`, a lot's page).
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const JOINS_SHELL =
  /[\\/]app[\\/](lib[\\/](page-meta|rendered-reply)|features[\\/]offers[\\/]lot-actions)\.ts$/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime\.js$/;
const CONTENT = /[\\/]content[\\/][^\\/]+\.ts$/;
const TERMS = /[\\/]common[\\/](constants|terms[\\/][^\\/]+)\.ts$/;
/**
 * Small modules that always load together, one file each rather than five or four (a file's
 * imports and exports, and its own compression, cost more than these modules' code). A group may
 * only hold modules whose own imports are the shell's or the framework's, which it cannot capture:
 * the bundler puts a group's imports in the group.
 * - How the news pages read and write dates: their filters, order, words and the visitor's dates.
 * - The filters' labelled fields and selects' buttons, with the search icon, on the four pages
 *   with filters (a select's list and keys load when it is reached, decision 055).
 */
const NEWS_DATES =
  /([\\/]app[\\/]features[\\/]news[\\/](news-filters|visitor-dates)|[\\/]common[\\/](news-order|terms[\\/]news)|[\\/]app[\\/]lib[\\/]use-hydrated)\.ts$/;
const FILTER_FIELDS =
  /([\\/]app[\\/]components[\\/]ui[\\/](field|input-class|select)\.tsx?|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]search\.mjs)$/;
let rootImports: Set<string> | undefined;

/**
 * "shell" for a module of ours that the root route imports (directly or not) or that joins it,
 * else null.
 */
function shellChunk(id: string, context: ChunkingContext): string | null {
  if (!rootImports) {
    rootImports = new Set();
    const pending = [ROOT_ROUTE];
    while (pending.length) {
      const next = pending.pop()!;
      if (rootImports.has(next)) continue;
      rootImports.add(next);
      pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  // Libraries stay out: following a library's index would take in every module it exports.
  const ours = !id.includes("node_modules") && /\.m?[jt]sx?$/.test(id) && id !== ROOT_ROUTE;
  return ours && (rootImports.has(id) || JOINS_SHELL.test(id)) ? "shell" : null;
}

/**
 * The files a code-split import preloads, less those its importer has loaded before its code runs:
 * the ones every page loads (React with React Router, the shell and the bundler's runtime) and the
 * ones the importing file imports itself, directly or not. Naming them again in each import's list
 * only adds bytes to the file that holds it. The chunks' static imports are read off the bundle
 * just before the preload lists are written (`importsOfChunks`).
 */
const ALWAYS_LOADED = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.js$/;
let chunkImports = new Map<string, readonly string[]>();
const importsOfChunks: Plugin = {
  name: "imports-of-chunks",
  apply: "build",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      chunkImports = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" ? [[file.fileName, file.imports] as const] : [],
        ),
      );
    },
  },
};
function loadedBefore(host: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [host];
  while (pending.length) {
    const file = pending.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    pending.push(...(chunkImports.get(file) ?? []));
  }
  return loaded;
}
const notAlreadyLoaded = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
  const loaded = loadedBefore(hostId);
  return deps.filter((dep) => !ALWAYS_LOADED.test(dep) && !loaded.has(dep));
};

/**
 * A font stays a file of its own, however small (the logo's name, 2 KB): the page preloads it,
 * and the policy allows fonts from the site alone (`font-src 'self'`), not as data: URLs.
 */
const assetsInlineLimit = (file: string) => (file.endsWith(".woff2") ? false : undefined);

/**
 * React Router's package points every bundler at its development build, which differs from its
 * production build only in this flag: with it off, the browser's framework file drops the warnings
 * meant for the developer.
 */
const reactRouterWarningsOff: Plugin = {
  name: "react-router-warnings-off",
  apply: "build",
  transform(code, id) {
    const flag = "var ENABLE_DEV_WARNINGS = true;";
    if (!/node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/.test(id)) return null;
    return code.includes(flag) ? code.replace(flag, "var ENABLE_DEV_WARNINGS = false;") : null;
  },
};

/**
 * lucide-react's icons are drawn by app/lib/lucide-icon.ts, the same <svg> without the package's
 * context, scaling and ref forwarding (1 KB of gzip on every page). On the server too, so the two
 * draw the same markup: the server's build bundles lucide-react instead of importing it.
 */
const LEAN_LUCIDE_ICON = fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url));
const leanLucideIcons: Plugin = {
  name: "lean-lucide-icons",
  enforce: "pre",
  resolveId(source, importer) {
    const fromLucide = importer && /lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer);
    return fromLucide && /[\\/]createLucideIcon\.mjs$/.test(source) ? LEAN_LUCIDE_ICON : null;
  },
};

/**
 * The year the pages are built and prerendered in, written into the server's and the browser's
 * builds alike, so the browser hydrates a page with the year its HTML shows (current-year.ts).
 */
const BUILD_YEAR = new Date().getFullYear();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), reactRouterWarningsOff, leanLucideIcons, importsOfChunks],
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(BUILD_YEAR) },
  ssr: { noExternal: ["lucide-react"] },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild
    ? { assetsInlineLimit }
    : {
        assetsInlineLimit,
        modulePreload: { resolveDependencies: notAlreadyLoaded },
        rolldownOptions: {
          // content/ is data: a page that takes one value of a file does not need the files that
          // file imports for its other values (computing strings is not a side effect). So are
          // the business constants: a page takes from common/constants.ts the subjects it reads.
          treeshake: {
            moduleSideEffects: [
              { test: CONTENT, sideEffects: false },
              { test: TERMS, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "news-dates", test: NEWS_DATES, priority: 1 },
                { name: shellChunk, priority: 1 },
                { name: "filter-fields", test: FILTER_FIELDS },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/healthz": `http://127.0.0.1:${apiPort}`,
      "/readyz": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
