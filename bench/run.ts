/**
 * Benchmarks the built site on this machine: API throughput and latency (autocannon), the
 * JavaScript each public page ships (gzip), and Lighthouse scores of key pages. Writes the
 * figures to docs/benchmarks.md. Run with `npm run bench` (it builds first).
 */
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT_DIR = process.env.CLIENT_DIR ?? "build/client";
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const RECORDED_HEADING = "## Recorded comparisons";

async function waitForReady(timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}

async function load(path: string) {
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: 50,
    duration: DURATION_S,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** gzip bytes of the JavaScript a prerendered page loads (module scripts and preloads). */
function pageJavaScript(route: string) {
  const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
  const html = readFileSync(join(CLIENT_DIR, file), "utf8");
  const assets = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  let bytes = 0;
  for (const asset of assets) bytes += gzipSync(readFileSync(join(CLIENT_DIR, asset))).length;
  return { route, files: assets.size, gzipKb: Math.round(bytes / 102.4) / 10 };
}

async function lighthouseScores(paths: string[]) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  try {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const path of paths) {
        const result = await lighthouse(`${BASE}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor,
          screenEmulation:
            formFactor === "desktop"
              ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }
              : undefined,
          throttlingMethod: "simulate",
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        rows.push({
          path,
          formFactor,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

// Its own process group, so that stopping it at the end stops everything it started.
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  detached: true,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    MFA_ENCRYPTION_KEY: "0".repeat(64),
    ADMIN_PASSWORD: "bench-admin-password",
    DATA_DIR: mkdtempSync(join(tmpdir(), "abyssinia-bench-")),
    CLIENT_DIR,
    RATE_LIMIT_READ_MAX: "100000000",
    RATE_LIMIT_NOT_FOUND_MAX: "100000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForReady();
  const api = [];
  for (const path of [
    "/api/offers",
    "/api/news-events",
    "/api/coffee/options?category=Speciality",
    "/healthz",
    "/offers",
  ]) {
    api.push(await load(path));
  }
  const pages = ["/", "/offers", "/specialty", "/news-events", "/origin-trip", "/admin"].map(
    pageJavaScript,
  );
  const lighthouseRows = await lighthouseScores(["/", "/offers", "/specialty", "/news-events"]);

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const table = (rows: Record<string, unknown>[]) => {
    const keys = Object.keys(rows[0] ?? {});
    return [
      `| ${keys.join(" | ")} |`,
      `|${keys.map(() => "---").join("|")}|`,
      ...rows.map((row) => `| ${keys.map((k) => String(row[k])).join(" | ")} |`),
    ].join("\n");
  };
  const doc = `# Benchmarks

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.
The server ran in production mode on the embedded PGlite database with the seed data, on the same machine as the load generator.

## API and page serving (autocannon, 50 connections, ${DURATION_S} s each)
${table(api)}

Latency columns are milliseconds. \`non2xx\` and \`errors\` must be 0.

## JavaScript per page (gzip, from the prerendered HTML)
${table(pages)}

## Lighthouse 12 (simulated throttling; mobile = Moto G class device on slow 4G)
${table(lighthouseRows)}

${readdirSync(CLIENT_DIR).length} entries in ${CLIENT_DIR}.
`;
  // Comparisons recorded by hand (bench:api before/after a change) stay below the fresh figures.
  const previous = existsSync("docs/benchmarks.md")
    ? readFileSync("docs/benchmarks.md", "utf8")
    : "";
  const recorded = previous.indexOf(RECORDED_HEADING);
  writeFileSync("docs/benchmarks.md", recorded < 0 ? doc : `${doc}\n${previous.slice(recorded)}`);
  console.log(doc);
} finally {
  if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
}
