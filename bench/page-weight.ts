/**
 * What each public page makes a browser download on its first load, from the build's own route
 * manifest (build/server/index.js `assets`): the client entry and its imports, the route
 * manifest, the root route and the page's route module with their static imports, and their
 * stylesheets, gzip-compressed (level 6, issue 13's measure) and as the server sends them to a
 * browser that takes brotli: the build's brotli copy (decision 036), or the file itself when it has
 * none. It covers prerendered pages and pages rendered on request alike (a lot's page,
 * /offers/{id}).
 *
 * It fails (exit 1) when a public page ships more JavaScript than the budget (`npm test` gives issue
 * 48's 130 KB), or when its first load carries
 * admin code or a library that belongs to the server or the admin desk (the Excel writer, the QR
 * code, the PDF writer, the authenticator codes).
 *
 * `npx tsx bench/page-weight.ts [buildDir] [--budget-kb=N]` after `npm run build`. Reads files
 * only; starts nothing.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { SITEMAP_PAGES } from "../common/site-pages";

const args = process.argv.slice(2);
const buildDir = args.find((arg) => !arg.startsWith("--")) ?? process.env.BUILD_DIR ?? "build";
const budgetKb = Number(args.find((arg) => arg.startsWith("--budget-kb="))?.split("=")[1] ?? NaN);
const clientDir = join(buildDir, "client");

/** Text only admin code or those libraries carry; none of it may reach a public page. */
export const FORBIDDEN: Record<string, RegExp> = {
  "admin desk (its API calls)": /\/api\/admin\//,
  "exceljs (Excel writer)": /xl\/worksheets|ExcelJS/,
  "qrcode (QR codes)": /errorCorrectionLevel/,
  "pdf-lib (PDF writer)": /PDFDocument/,
  "otplib (authenticator codes)": /otpauth:\/\//,
};

/** The pages that load admin code by design. */
const ADMIN_ROUTES = new Set(["routes/admin", "routes/admin-news"]);

/** A route id and an address that it serves, for the public pages measured. */
export function publicPages(build: Pick<ServerBuild, "assets">): { page: string; route: string }[] {
  const byPath = new Map(
    Object.values(build.assets.routes)
      .flatMap((route) => (route ? [route] : []))
      .map((route) => [route.index ? "/" : `/${route.path ?? ""}`, route.id]),
  );
  const pages = [...SITEMAP_PAGES, "/offers/:id", "/news-events/:id"] as string[];
  return pages.flatMap((page) => {
    const route = byPath.get(page);
    return route && !ADMIN_ROUTES.has(route) ? [{ page, route }] : [];
  });
}

/** Scripts and stylesheets of a route's first load, in the order the HTML names them. */
export function firstLoad(build: Pick<ServerBuild, "assets">, routeId: string) {
  const { entry, routes, url } = build.assets;
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) chain.unshift(id);
  const scripts = new Set<string>([entry.module, ...entry.imports, url]);
  const styles = new Set<string>();
  for (const id of chain) {
    const route = routes[id]!;
    scripts.add(route.module);
    for (const file of route.imports ?? []) scripts.add(file);
    for (const file of route.css ?? []) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

async function main() {
  const serverEntry = pathToFileURL(resolve(buildDir, "server", "index.js")).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const text = (asset: string) => readFileSync(join(clientDir, asset));
  const gzipped = new Map<string, number>();
  const gzipKb = (assets: string[]) =>
    assets.reduce((total, asset) => {
      if (!gzipped.has(asset)) gzipped.set(asset, gzipSync(text(asset)).length);
      return total + gzipped.get(asset)!;
    }, 0) / 1024;
  const sentKb = (assets: string[]) =>
    assets.reduce((total, asset) => {
      const copy = join(clientDir, `${asset}.br`);
      return total + statSync(existsSync(copy) ? copy : join(clientDir, asset)).size;
    }, 0) / 1024;

  const problems: string[] = [];
  console.log(
    "| page | scripts | JS KB gzip | CSS KB gzip | JS KB as sent (brotli) | CSS KB as sent |\n|---|---|---|---|---|---|",
  );
  for (const { page, route } of publicPages(build)) {
    const { scripts, styles } = firstLoad(build, route);
    const js = gzipKb(scripts);
    console.log(
      `| ${page} | ${scripts.length} | ${js.toFixed(1)} | ${gzipKb(styles).toFixed(1)} | ${sentKb(scripts).toFixed(1)} | ${sentKb(styles).toFixed(1)} |`,
    );
    if (js > budgetKb) problems.push(`${page}: ${js.toFixed(1)} KB of JS, budget ${budgetKb} KB`);
    for (const script of scripts) {
      const source = text(script).toString("utf8");
      for (const [what, marker] of Object.entries(FORBIDDEN))
        if (marker.test(source)) problems.push(`${page}: ${script} carries ${what}`);
    }
  }
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
