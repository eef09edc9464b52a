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
