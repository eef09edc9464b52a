// The folder store's adding of files to an image it holds (a width developed later): the new
// files arrive whole beside the others, and a failure leaves nothing of them.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FolderStore, STORE_UNAVAILABLE } from "./store";

const IMAGE = "a".repeat(24);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "abyssinia-folder-store-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => ({
  name,
  contentType: "image/webp",
  bytes: Buffer.from(text),
});

describe("adding files to an image in the folder store", () => {
  it("writes them beside its files and leaves those as they were", async () => {
    const store = new FolderStore(dir);
    await store.put(IMAGE, [file("640.webp", "small"), file("1280.webp", "large")]);
    await store.add(IMAGE, [file("960.avif", "middle avif"), file("960.webp", "middle webp")]);
    expect(readdirSync(join(dir, IMAGE)).sort()).toEqual([
      "1280.webp",
      "640.webp",
      "960.avif",
      "960.webp",
    ]);
    expect(readFileSync(join(dir, IMAGE, "960.webp"), "utf8")).toBe("middle webp");
    expect(readFileSync(join(dir, IMAGE, "640.webp"), "utf8")).toBe("small");
  });

  it("answers the store's unavailability and leaves none of them when one cannot be written", async () => {
    const store = new FolderStore(dir);
    await store.put(IMAGE, [file("640.webp", "small")]);
    // A folder where the second file would go: it cannot be replaced by a file.
    mkdirSync(join(dir, IMAGE, "960.webp"));
    writeFileSync(join(dir, IMAGE, "960.webp", "keep"), "");
    await expect(
      store.add(IMAGE, [file("960.avif", "middle avif"), file("960.webp", "middle webp")]),
    ).rejects.toMatchObject({ statusCode: 503, message: STORE_UNAVAILABLE });
    expect(readdirSync(join(dir, IMAGE)).sort()).toEqual(["640.webp", "960.webp"]);
  });
});
