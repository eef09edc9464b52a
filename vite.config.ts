import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

// Every page's first load fetches React with React Router (`framework`), and the root route with
// everything it imports from app/ and common/ (`shell`): one file each in the browser build, not
// forty small chunks (decision 031). The rest is split as the bundler does by default.
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime\.js$/;
const CONTENT = /[\\/]content[\\/][^\\/]+\.ts$/;
const TERMS = /[\\/]common[\\/](constants|terms[\\/][^\\/]+)\.ts$/;
let rootImports: Set<string> | undefined;

/** "shell" for a module of ours that the root route imports, directly or not; else null. */
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
  return ours && rootImports.has(id) ? "shell" : null;
}

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
  plugins: [tailwindcss(), reactRouter(), reactRouterWarningsOff, leanLucideIcons],
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(BUILD_YEAR) },
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    alias: {
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: isSsrBuild
    ? { assetsInlineLimit }
    : {
        assetsInlineLimit,
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
                { name: shellChunk, priority: 1 },
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
