import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "/work/main/e2e/chromium-flags";
const [url, ff = "mobile", out = "/tmp/lh.json"] = process.argv.slice(2);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
const r = await lighthouse(url!, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: ff as "mobile",
  screenEmulation: ff === "desktop" ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
  throttling: ff === "desktop" ? { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } : undefined,
  throttlingMethod: "simulate" });
writeFileSync(out, JSON.stringify(r!.lhr)); writeFileSync(out + ".trace.json", JSON.stringify((r!.artifacts as any).Trace ?? (r!.artifacts as any).traces?.defaultPass));
const a = r!.lhr.audits;
console.log(url, ff, "perf", Math.round(r!.lhr.categories.performance!.score! * 100), "FCP", Math.round(a["first-contentful-paint"]!.numericValue!), "LCP", Math.round(a["largest-contentful-paint"]!.numericValue!), "TBT", Math.round(a["total-blocking-time"]!.numericValue!), "SI", Math.round(a["speed-index"]!.numericValue!));
chrome.kill();
