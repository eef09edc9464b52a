import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

/** The problems loadConfig lists for env, one line each ("NAME: message"); none when it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as Error).message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
  }
}

describe("operations settings in the configuration", () => {
  it("defaults: no public address, /metrics off, backups in ./backups", () => {
    const config = loadConfig({});
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.BACKUP_DIR).toBe("./backups");
  });

  it("PUBLIC_URL takes an http(s) origin and nothing more", () => {
    for (const origin of ["https://www.abyssinia-coffee.example", "http://localhost:3000"])
      expect(loadConfig({ PUBLIC_URL: origin }).PUBLIC_URL, origin).toBe(origin);
    expect(loadConfig({ PUBLIC_URL: "  " }).PUBLIC_URL).toBeUndefined();
    for (const bad of [
      "www.example.com",
      "https://www.example.com/shop",
      "https://www.example.com/?ref=1",
      "https://user:secret@www.example.com",
      "ftp://www.example.com",
    ]) {
      const listed = problems({ PUBLIC_URL: bad });
      expect(listed, bad).toHaveLength(1);
      expect(listed[0], bad).toMatch(/^PUBLIC_URL: /);
    }
  });

  it("METRICS_TOKEN must be long enough to guess no sooner than the admin password", () => {
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe(
      "0123456789abcdef",
    );
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(problems({ METRICS_TOKEN: "short" })).toEqual([
      "METRICS_TOKEN: must be at least 16 characters",
    ]);
  });
});

describe("image library settings", () => {
  it("keeps the photographs beside DATA_DIR unless MEDIA_DIR says otherwise", () => {
    expect(loadConfig({}).MEDIA_DIR).toBe("./data-media");
    expect(loadConfig({ DATA_DIR: "/srv/abyssinia/data/" }).MEDIA_DIR).toBe(
      "/srv/abyssinia/data-media",
    );
    expect(loadConfig({ MEDIA_DIR: "/srv/photos", DATA_DIR: "/srv/db" }).MEDIA_DIR).toBe(
      "/srv/photos",
    );
    expect(loadConfig({}).MEDIA_S3_BUCKET).toBeUndefined();
  });

  it("takes an S3-compatible bucket, its prefix written one way", () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: "abyssinia-media",
      MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_S3_FORCE_PATH_STYLE: "true",
      MEDIA_S3_PREFIX: "site/photos",
      MEDIA_S3_ACCESS_KEY_ID: "key",
      MEDIA_S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({
      MEDIA_S3_BUCKET: "abyssinia-media",
      MEDIA_S3_FORCE_PATH_STYLE: true,
      MEDIA_S3_PREFIX: "site/photos/",
    });
  });

  it("lists every bad bucket setting", () => {
    expect(problems({ MEDIA_S3_BUCKET: "Abyssinia_Media" })).toEqual([
      "MEDIA_S3_BUCKET: must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens",
    ]);
    expect(problems({ MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([
      "MEDIA_S3_ENDPOINT: is set but MEDIA_S3_BUCKET is not: name the bucket, or unset it",
    ]);
    expect(problems({ MEDIA_S3_BUCKET: "media", MEDIA_S3_ACCESS_KEY_ID: "key" })).toEqual([
      "MEDIA_S3_SECRET_ACCESS_KEY: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither",
    ]);
    expect(
      problems({
        MEDIA_S3_BUCKET: "media",
        MEDIA_S3_FORCE_PATH_STYLE: "yes",
        MEDIA_S3_PREFIX: "/abs",
        MEDIA_S3_ENDPOINT: "ftp://host",
      }),
    ).toEqual([
      "MEDIA_S3_ENDPOINT: must be an http(s) address",
      "MEDIA_S3_FORCE_PATH_STYLE: must be true or false",
      "MEDIA_S3_PREFIX: must be letters, digits and / _ . - (no leading slash)",
    ]);
  });
});
