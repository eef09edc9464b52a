import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

describe("secret box (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips and never stores the plaintext", () => {
    const sealed = sealSecret(key, "purpose", "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(openSecret(key, "purpose", sealed)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("uses a fresh nonce each time", () => {
    expect(sealSecret(key, "purpose", "same")).not.toBe(sealSecret(key, "purpose", "same"));
  });

  it("refuses another key, another purpose or an altered value", () => {
    const sealed = sealSecret(key, "purpose", "secret");
    expect(() => openSecret(randomBytes(32), "purpose", sealed)).toThrow();
    expect(() => openSecret(key, "other", sealed)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("Secret").toString("base64url");
    expect(() => openSecret(key, "purpose", parts.join("."))).toThrow();
    expect(() => openSecret(key, "purpose", "plain text")).toThrow();
  });
});
