import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.goto("http://127.0.0.1:3396/offers/" + (process.argv[2] ?? "1"), { waitUntil: "networkidle" });
await page.emulateMedia({ media: "print" });
await page.pdf({ path: "/tmp/lotp.pdf", format: "A4" });
await browser.close();
