import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCredentials, adminSessions } from "../../db/schema";
import { signIn, TEST_ADMIN_PASSWORD } from "../../test/admin-session";
import { createTestApp, type TestApp } from "../../test/test-app";
import { bootstrapAdminPassword, setAdminPassword, verifyAdminPassword } from "./password";

describe("admin password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "1000" } });
  });
  afterAll(() => t.close());

  const storedHash = async () =>
    (await t.database.db.select().from(adminCredentials))[0]?.passwordHash;

  it("generates a strong password on a first start without ADMIN_PASSWORD and prints it once", async () => {
    const print = vi.fn();
    expect(await bootstrapAdminPassword(t.database.db, { ADMIN_PASSWORD: undefined }, print)).toBe(
      "generated",
    );
    expect(print).toHaveBeenCalledTimes(1);
    const banner = String(print.mock.calls[0]![0]);
    const password = /^ {4}(\S+)$/m.exec(banner)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(banner).toContain("ADMIN PASSWORD");
    expect(await verifyAdminPassword(t.database.db, password)).toBe(true);

    // Later starts print nothing and keep it.
    const again = vi.fn();
    expect(await bootstrapAdminPassword(t.database.db, { ADMIN_PASSWORD: undefined }, again)).toBe(
      "stored",
    );
    expect(again).not.toHaveBeenCalled();
    expect(await verifyAdminPassword(t.database.db, password)).toBe(true);
  });

  it("stores an argon2id hash (m >= 19 MiB), never the password", async () => {
    await setAdminPassword(t.database.db, TEST_ADMIN_PASSWORD);
    const hash = (await storedHash())!;
    expect(hash).not.toContain(TEST_ADMIN_PASSWORD);
    const memory = Number(/^\$argon2id\$v=19\$m=(\d+),/.exec(hash)?.[1]);
    expect(memory).toBeGreaterThanOrEqual(19_456);
  });

  it("makes ADMIN_PASSWORD the password, re-hashing only when the stored hash does not verify it", async () => {
    const print = vi.fn();
    await bootstrapAdminPassword(t.database.db, { ADMIN_PASSWORD: "first-env-password" }, print);
    expect(await verifyAdminPassword(t.database.db, "first-env-password")).toBe(true);
    expect(await verifyAdminPassword(t.database.db, TEST_ADMIN_PASSWORD)).toBe(false);
    const hash = await storedHash();

    expect(
      await bootstrapAdminPassword(t.database.db, { ADMIN_PASSWORD: "first-env-password" }, print),
    ).toBe("environment");
    expect(await storedHash()).toBe(hash);

    await bootstrapAdminPassword(t.database.db, { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD }, print);
    expect(await storedHash()).not.toBe(hash);
    expect(await verifyAdminPassword(t.database.db, TEST_ADMIN_PASSWORD)).toBe(true);
    expect(print).not.toHaveBeenCalled();
  });

  it("a new password ends every session", async () => {
    const cookies = await signIn(t);
    await signIn(t);
    expect(await setAdminPassword(t.database.db, "another-long-password")).toEqual({
      sessionsEnded: 2,
    });
    expect(await t.database.db.select().from(adminSessions)).toEqual([]);
    expect((await t.app.inject({ url: "/api/admin/session", cookies })).json()).toEqual({
      isAuthenticated: false,
    });
    expect(await verifyAdminPassword(t.database.db, TEST_ADMIN_PASSWORD)).toBe(false);
  });
});
