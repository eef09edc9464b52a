import { describe, expect, it } from "vitest";
import { photograph } from "../../test/photos";
import { sniffPhotoType } from "./photo-type";
import { fileNameLabel } from "./service";

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = Buffer.from(`${major}\0\0\0\0${compatible.join("")}`);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from("ftyp"), brands, Buffer.alloc(64)]);
};

describe("sniffPhotoType tells a file by its bytes", () => {
  it("JPEG, PNG and WebP made by sharp", async () => {
    for (const format of ["jpeg", "png", "webp"] as const)
      expect(sniffPhotoType(await photograph({ width: 40, height: 30, format }))).toBe(format);
  });

  it("HEIC and HEIF by their brands; AVIF, which also lists mif1, is not HEIC", () => {
    expect(sniffPhotoType(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffPhotoType(ftyp("mif1", "mif1", "heix"))).toBe("heic");
    expect(sniffPhotoType(ftyp("avif", "mif1", "miaf"))).toBeNull();
    expect(sniffPhotoType(ftyp("isom", "mp41"))).toBeNull();
  });

  it("anything else is nothing it takes", () => {
    for (const text of [
      "GIF89a....",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "%PDF-1.7",
      "",
      "RIFF\0\0\0\0WAVE",
    ])
      expect(sniffPhotoType(Buffer.from(text)), text).toBeNull();
  });
});

describe("fileNameLabel keeps the last part of a name, as a label only", () => {
  it.each([
    ["../../etc/passwd.jpg", "passwd.jpg"],
    ["C:\\Users\\abebe\\Pictures\\harvest.jpg", "harvest.jpg"],
    ["drying beds\u202egpj.exe", "drying bedsgpj.exe"],
    ["tab\there\u0000.png", "tabhere.png"],
    ["../", "photograph"],
    [undefined, "photograph"],
    ["x".repeat(300) + ".jpg", "x".repeat(200)],
  ])("%j -> %j", (name, label) => {
    expect(fileNameLabel(name)).toBe(label);
  });
});
