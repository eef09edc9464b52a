/**
 * What each prerendered page makes a browser download on its first load: the scripts its HTML
 * names (modulepreload links and the inline module imports) and its stylesheets, gzip-compressed
 * as the server sends them. Issue 13's budget is 120 KB of JavaScript per public page.
 *
 * `npx tsx bench/page-weight.ts [clientDir] [--budget-kb=120]` after `npm run build`; with a
 * budget it exits 1 when a public page is over it. Reads files only; starts nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { UNLISTED_PAGES } from "../common/site-pages";

const args = process.argv.slice(2);
const clientDir = args.find((arg) => !arg.startsWith("--")) ?? "build/client";
const budgetKb = Number(args.find((arg) => arg.startsWith("--budget-kb="))?.split("=")[1] ?? NaN);

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" || entry.name === "media" ? [] : htmlPages(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

const gzipped = new Map<string, number>();
function gzipBytes(asset: string): number {
  let size = gzipped.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, asset))).length;
    gzipped.set(asset, size);
  }
  return size;
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

const rows = htmlPages(clientDir)
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const page =
      `/${relative(clientDir, file).split(sep).join("/")}`.replace(/\/?index\.html$/, "") || "/";
    const scripts = new Set([
      ...all(html, /<link rel="modulepreload" href="([^"]+\.js)"/g),
      ...all(html, /import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
    ]);
    const styles = new Set(all(html, /<link rel="stylesheet" href="([^"]+\.css)"/g));
    const sum = (assets: Set<string>) =>
      [...assets].reduce((total, asset) => total + gzipBytes(asset), 0) / 1024;
    return { page, files: scripts.size, js: sum(scripts), css: sum(styles) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

console.log("| page | scripts | JS KB gzip | CSS KB gzip |\n|---|---|---|---|");
for (const row of rows)
  console.log(`| ${row.page} | ${row.files} | ${row.js.toFixed(1)} | ${row.css.toFixed(1)} |`);

if (Number.isFinite(budgetKb)) {
  const unlisted = new Set<string>(UNLISTED_PAGES);
  const over = rows.filter((row) => !unlisted.has(row.page) && row.js > budgetKb);
  for (const row of over)
    console.error(`${row.page}: ${row.js.toFixed(1)} KB of JS, budget ${budgetKb} KB`);
  if (over.length) process.exitCode = 1;
}
