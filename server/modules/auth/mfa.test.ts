import { desc, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { adminMfa, auditLog } from "../../db/schema";
import { sharedSecret } from "../../db/secrets";
import {
  createAdminTestApp,
  signIn,
  TEST_ADMIN_PASSWORD,
  totpCode,
} from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { openSecret, sealSecret } from "./secret-box";
import { SESSION_COOKIE } from "../../plugins/session";

const login = (t: TestApp, mfaToken?: string, password = TEST_ADMIN_PASSWORD) =>
  t.send({
    method: "POST",
    url: "/api/admin/login",
    payload: { password, ...(mfaToken === undefined ? {} : { mfaToken }) },
  });

describe("admin two-factor authentication", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let secret: string;
  let backupCodes: string[];
  let enableCode: string;
  const mfaRow = async () =>
    (await t.database.db.select().from(adminMfa).where(eq(adminMfa.id, 1)))[0]!;
  const status = async () =>
    (await t.send({ method: "GET", url: "/api/admin/mfa/status", cookies })).json();

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
  });
  afterAll(() => t.close());

  it("starts disabled", async () => {
    expect(await status()).toEqual({ isEnabled: false });
  });

  it("setup returns a secret, a PNG QR code and ten 6-digit backup codes, all pending", async () => {
    const response = await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies });
    expect(response.statusCode).toBe(200);
    ({ secret, backupCodes } = response.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(response.json().qrCode).toMatch(/^data:image\/png;base64,/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^\d{6}$/);

    const row = await mfaRow();
    expect(row.isEnabled).toBe(false);
    expect(row.secret).toBeNull();
    expect(row.pendingSecret).not.toContain(secret);
    for (const code of backupCodes) expect(row.backupCodes).not.toContain(code);
    expect(row.backupCodes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(await status()).toEqual({ isEnabled: false });
    // A pending secret does not guard the sign-in yet.
    expect((await login(t)).json()).toMatchObject({ success: true });
  });

  it("enable refuses a malformed or wrong code", async () => {
    const malformed = await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: "12ab" },
      cookies,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe("Please enter a 6-digit verification code.");
    const valid = await totpCode(secret);
    const wrong = String((Number(valid) + 1) % 1_000_000).padStart(6, "0");
    const refused = await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: wrong },
      cookies,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid authentication code.",
    });
    expect(await status()).toEqual({ isEnabled: false });
  });

  it("enable with a code from the pending secret turns MFA on; the secret is stored encrypted", async () => {
    enableCode = await totpCode(secret);
    const response = await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: enableCode },
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, isEnabled: true });
    expect(await status()).toEqual({ isEnabled: true });

    const row = await mfaRow();
    expect(row.pendingSecret).toBeNull();
    expect(row.secret).not.toBeNull();
    expect(row.secret).not.toContain(secret);
    // Encrypted under the development key kept in the database (no MFA_ENCRYPTION_KEY in tests).
    const key = await sharedSecret(t.database.db, "mfa-key");
    expect(openSecret(key, "admin_mfa.secret", row.secret!)).toBe(secret);
  });

  it("refuses a second setup while enabled (409)", async () => {
    const response = await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies });
    expect(response.statusCode).toBe(409);
  });

  it("asks for the code after a correct password, and sets no cookie", async () => {
    const response = await login(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      requiresMfa: true,
      message: "Multi-Factor Authentication Required. Please enter your authenticator code.",
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // A wrong password says nothing about MFA.
    expect((await login(t, undefined, "wrong-password-x")).json().error.message).toBe(
      "Invalid credentials.",
    );
  });

  it("refuses the code already spent on enable, accepts a fresh one once, then refuses its replay", async () => {
    const spent = await login(t, enableCode);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error).toMatchObject({
      code: "AUTHENTICATION_ERROR",
      message: "Invalid authentication code.",
    });

    const fresh = await totpCode(secret, 1);
    const accepted = await login(t, fresh);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true });
    expect(accepted.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();

    const replay = await login(t, fresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe("Invalid authentication code.");
  });

  it("needs the password as well as a valid code", async () => {
    const response = await login(t, backupCodes[5], "wrong-password-x");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("Invalid credentials.");
  });

  it("accepts a backup code once", async () => {
    const [code] = backupCodes;
    expect((await login(t, code)).json()).toMatchObject({ success: true });
    const reuse = await login(t, code);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe("Invalid authentication code.");
    expect((await mfaRow()).backupCodes).toHaveLength(9);
    expect((await login(t, backupCodes[1])).json()).toMatchObject({ success: true });
  });

  it("disable needs proof: the body is required, a wrong password or code is refused", async () => {
    const empty = await t.send({ method: "POST", url: "/api/admin/mfa/disable", cookies });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(
      "Please enter your authenticator code or your password.",
    );
    const wrongPassword = await t.send({
      method: "POST",
      url: "/api/admin/mfa/disable",
      payload: { password: "not-it-at-all" },
      cookies,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe("Invalid credentials.");
    const wrongCode = await t.send({
      method: "POST",
      url: "/api/admin/mfa/disable",
      payload: { token: enableCode },
      cookies,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.message).toBe("Invalid authentication code.");
    expect(await status()).toEqual({ isEnabled: true });
  });

  it("disable with the password turns MFA off and forgets the secret and codes", async () => {
    const response = await t.send({
      method: "POST",
      url: "/api/admin/mfa/disable",
      payload: { password: TEST_ADMIN_PASSWORD },
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, isEnabled: false });
    expect(await status()).toEqual({ isEnabled: false });
    expect(await mfaRow()).toMatchObject({
      secret: null,
      pendingSecret: null,
      isEnabled: false,
      backupCodes: [],
      lastUsedStep: null,
    });
    expect((await login(t)).json()).toMatchObject({ success: true });
  });

  it("disable with a current authenticator code works too", async () => {
    const setup = (await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies })).json();
    expect(setup.secret).not.toBe(secret);
    await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: await totpCode(setup.secret) },
      cookies,
    });
    expect(await status()).toEqual({ isEnabled: true });
    const response = await t.send({
      method: "POST",
      url: "/api/admin/mfa/disable",
      payload: { token: await totpCode(setup.secret, 1) },
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(await status()).toEqual({ isEnabled: false });
  });

  it("audits setup, enable and disable without secrets", async () => {
    const entries = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
    const actions = entries.map((entry) => entry.action);
    for (const action of ["mfa.setup", "mfa.enable", "mfa.disable"])
      expect(actions).toContain(action);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    for (const code of backupCodes) expect(text).not.toContain(code);
    expect(text).not.toContain(TEST_ADMIN_PASSWORD);
  });
});

describe("MFA_ENCRYPTION_KEY", () => {
  it("is required in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /MFA_ENCRYPTION_KEY: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", MFA_ENCRYPTION_KEY: "xyz" })).toThrow(
      /64 hex characters/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", MFA_ENCRYPTION_KEY: "0f".repeat(32) })
        .MFA_ENCRYPTION_KEY,
    ).toBe("0f".repeat(32));
    expect(loadConfig({ NODE_ENV: "development" }).MFA_ENCRYPTION_KEY).toBeUndefined();
  });

  it("encrypts the secret under the configured key when set", async () => {
    const key = "4e".repeat(32);
    const t = await createAdminTestApp({ env: { MFA_ENCRYPTION_KEY: key } });
    try {
      const cookies = await signIn(t);
      const { secret } = (
        await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies })
      ).json();
      const [row] = await t.database.db.select().from(adminMfa);
      expect(openSecret(Buffer.from(key, "hex"), "admin_mfa.secret", row!.pendingSecret!)).toBe(
        secret,
      );
    } finally {
      await t.close();
    }
  });
});

describe("a stored secret that the configured key cannot open (a lost or changed key)", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let secret: string;
  let backupCodes: string[];
  const sealUnderAnotherKey = (value: string) =>
    sealSecret(randomBytes(32), "admin_mfa.secret", value);

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
    ({ secret, backupCodes } = (
      await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies })
    ).json());
  });
  afterAll(() => t.close());

  it("asks for a new setup instead of failing when the pending secret cannot be opened", async () => {
    const [row] = await t.database.db.select().from(adminMfa);
    await t.database.db
      .update(adminMfa)
      .set({ pendingSecret: sealUnderAnotherKey(secret) })
      .where(eq(adminMfa.id, row!.id));
    const response = await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: await totpCode(secret) },
      cookies,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Please start two-factor setup first.");
  });

  it("refuses authenticator codes as invalid (401, not 500) and still lets a backup code in", async () => {
    ({ secret, backupCodes } = (
      await t.send({ method: "POST", url: "/api/admin/mfa/setup", cookies })
    ).json());
    const enabled = await t.send({
      method: "POST",
      url: "/api/admin/mfa/enable",
      payload: { token: await totpCode(secret) },
      cookies,
    });
    expect(enabled.statusCode).toBe(200);
    await t.database.db
      .update(adminMfa)
      .set({ secret: sealUnderAnotherKey(secret) })
      .where(eq(adminMfa.id, 1));

    const withCode = await login(t, await totpCode(secret, 1));
    expect(withCode.statusCode).toBe(401);
    expect(withCode.json().error.message).toBe("Invalid authentication code.");
    const withBackup = await login(t, backupCodes[0]);
    expect(withBackup.statusCode).toBe(200);
    expect(withBackup.json()).toMatchObject({ success: true });
  });
});
