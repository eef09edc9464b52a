import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressAssets } from "./compress-assets";

describe("the client build's compressed copies (scripts/compress-assets.ts)", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("sit beside each script, stylesheet and drawing, and unpack to the same bytes", async () => {
    dir = mkdtempSync(join(tmpdir(), "abyssinia-assets-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, "media"));
    const script = `export const lots = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, region: "Guji" })))};`;
    const files = {
      "assets/framework.js": script,
      "assets/root.css": ".hero{color:#1f5135}".repeat(100),
      "media/leaf.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0h10v10z'/>".repeat(50)}</svg>`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, "index.html"), "<!doctype html>".repeat(100));
    writeFileSync(join(dir, "assets", "inter.woff2"), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, "assets", "tiny.js"), "1");

    await compressAssets(dir);

    for (const [name, text] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(text);
      expect(gunzipSync(gz).toString(), name).toBe(text);
      expect(br.length, name).toBeLessThan(text.length / 3);
    }
    // Pages go from memory, fonts are compressed already, and a copy of one byte would be larger.
    for (const name of ["index.html", "assets/inter.woff2", "assets/tiny.js"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
