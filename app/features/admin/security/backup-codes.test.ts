import { describe, expect, it } from "vitest";
import { backupCodesText } from "./backup-codes";

describe("backupCodesText", () => {
  it("lists every code on its own line under a dated heading", () => {
    const text = backupCodesText(["123456", "654321"], new Date(2025, 0, 9));
    const lines = text.split("\n");
    expect(lines[0]).toBe("Abyssinia Green Coffee - admin backup codes");
    expect(lines).toContain("Created 2025-01-09");
    expect(lines.filter((line) => /^\d{6}$/.test(line))).toEqual(["123456", "654321"]);
    expect(text.endsWith("\n")).toBe(true);
  });
});
