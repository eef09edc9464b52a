import { desc, eq, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, auditLog } from "../../db/schema";
import { createAdminTestApp, signIn, TEST_ADMIN_PASSWORD } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../../plugins/session";

const login = (t: TestApp, payload: Record<string, unknown>, remoteAddress?: string) =>
  t.send({
    method: "POST",
    url: "/api/admin/login",
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const isSignedIn = async (t: TestApp, cookies: Record<string, string>) =>
  (await t.app.inject({ url: "/api/admin/session", cookies })).json().isAuthenticated as boolean;

const canReadRequests = async (t: TestApp, cookies: Record<string, string>) =>
  (await t.send({ method: "GET", url: "/api/quote-requests", cookies })).statusCode === 200;

describe("admin sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  it("refuses a wrong password with 401 'Invalid credentials.', sets no cookie and audits the IP", async () => {
    const response = await login(t, { password: "not-the-password" }, "203.0.113.7");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { code: "AUTHENTICATION_ERROR", message: "Invalid credentials." },
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: "203.0.113.7",
      action: "login.failure",
      entity: "admin",
      details: { reason: "wrong-password" },
    });
    expect(JSON.stringify(entry)).not.toContain("not-the-password");
  });

  it("answers a blank password with 400 'Password is required'", async () => {
    const response = await login(t, { password: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Password is required",
    });
    expect((await login(t, {})).statusCode).toBe(400);
  });

  it("signs in: success body, an httpOnly SameSite=Lax cookie, only the token's sha256 stored", async () => {
    const response = await login(t, { password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      requiresMfa: false,
      message: "Access granted. Loading admin panel...",
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.database.db.select().from(adminSessions);
    const hash = createHash("sha256").update(cookie.value).digest("hex");
    expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
    expect(rows.some((row) => row.tokenHash === cookie.value)).toBe(false);

    const session = rows.find((row) => row.tokenHash === hash)!;
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(12 * 3_600_000);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actor: "admin", action: "login.success", entityId: session.id });
  });

  it("reports the session: signed out, then signed in", async () => {
    expect((await t.app.inject({ url: "/api/admin/session" })).json()).toEqual({
      isAuthenticated: false,
    });
    const cookies = await signIn(t);
    expect(await isSignedIn(t, cookies)).toBe(true);
  });

  it("issues a new session at every sign-in and ends the one the browser brought", async () => {
    const first = await signIn(t);
    const response = await t.send({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: TEST_ADMIN_PASSWORD },
      cookies: first,
    });
    const second = {
      [SESSION_COOKIE]: response.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
    };
    expect(second[SESSION_COOKIE]).not.toBe(first[SESSION_COOKIE]);
    expect(await isSignedIn(t, second)).toBe(true);
    expect(await isSignedIn(t, first)).toBe(false);

    const other = await signIn(t);
    expect(other[SESSION_COOKIE]).not.toBe(second[SESSION_COOKIE]);
  });

  it("logout deletes the session row and clears the cookie; the old cookie no longer works", async () => {
    const cookies = await signIn(t);
    const hash = createHash("sha256").update(cookies[SESSION_COOKIE]!).digest("hex");
    const response = await t.send({ method: "POST", url: "/api/admin/logout", cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe("");
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());

    expect(
      await t.database.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hash)),
    ).toEqual([]);
    expect(await isSignedIn(t, cookies)).toBe(false);
    expect(await canReadRequests(t, cookies)).toBe(false);
    // Signing out twice, or without a session, is harmless.
    expect((await t.send({ method: "POST", url: "/api/admin/logout", cookies })).statusCode).toBe(
      200,
    );
  });

  it("ends a session idle longer than SESSION_IDLE_MINUTES, and slides the deadline on use", async () => {
    const cookies = await signIn(t);
    const hash = createHash("sha256").update(cookies[SESSION_COOKIE]!).digest("hex");
    const setLastSeen = (minutesAgo: number) =>
      t.database.db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(adminSessions.tokenHash, hash));

    await setLastSeen(29);
    expect(await canReadRequests(t, cookies)).toBe(true);
    const [touched] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hash));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await setLastSeen(31);
    expect(await canReadRequests(t, cookies)).toBe(false);
    expect(await isSignedIn(t, cookies)).toBe(false);
  });

  it("ends a session past its absolute expiry however active it is", async () => {
    const cookies = await signIn(t);
    const hash = createHash("sha256").update(cookies[SESSION_COOKIE]!).digest("hex");
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, hash));
    expect(await canReadRequests(t, cookies)).toBe(false);
  });

  it("sweeps expired sessions when someone signs in", async () => {
    await t.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await signIn(t);
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(1);
  });
});

describe("admin sign-in rate limits", () => {
  const failuresAudited = async (t: TestApp) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, "login.failure")))
      .length;

  it("counts failures only: six sign-ins in a row from one address are all accepted", async () => {
    const t = await createAdminTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "5" } });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await login(t, { password: TEST_ADMIN_PASSWORD }, "198.51.100.3")).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await t.close();
    }
  });

  it("refuses an address after RATE_LIMIT_LOGIN_MAX failures with 429 RATE_LIMIT_EXCEEDED", async () => {
    const t = await createAdminTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "3" } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(t, { password: "wrong-guess-" + i }, "198.51.100.1")).statusCode).toBe(
          401,
        );
      const limited = await login(t, { password: TEST_ADMIN_PASSWORD }, "198.51.100.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({
        code: "RATE_LIMIT_EXCEEDED",
        message: "Too many requests. Please wait a moment and try again.",
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      // Another address is counted on its own.
      expect((await login(t, { password: TEST_ADMIN_PASSWORD }, "198.51.100.2")).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it("checks at most RATE_LIMIT_LOGIN_MAX of 45 parallel wrong passwords; the rest get 429", async () => {
    const t = await createAdminTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "20" } });
    try {
      const responses = await Promise.all(
        Array.from({ length: 45 }, (_, i) => login(t, { password: `guess-${i}` }, "198.51.100.9")),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      expect(await failuresAudited(t)).toBe(20);
    } finally {
      await t.close();
    }
  });

  it("never locks the account: after many failures from many addresses a fresh one signs in at once", async () => {
    const t = await createAdminTestApp({
      env: {
        TRUST_PROXY: "1",
        RATE_LIMIT_LOGIN_MAX: "5",
        RATE_LIMIT_ACCOUNT_LOGIN_MAX: "20",
        // Long enough that a slowed attempt could not pass for an immediate one.
        RATE_LIMIT_LOGIN_DELAY_MS: "5000",
      },
    });
    const viaBalancer = (payload: Record<string, unknown>, client: string) =>
      t.send({
        method: "POST",
        url: "/api/admin/login",
        payload,
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": client },
      });
    try {
      for (let i = 0; i < 25; i++)
        expect(
          (await viaBalancer({ password: `guess-${i}` }, `203.0.113.${i + 1}`)).statusCode,
        ).toBe(401);
      expect(await failuresAudited(t)).toBe(25);

      const started = Date.now();
      const fresh = await viaBalancer({ password: TEST_ADMIN_PASSWORD }, "192.0.2.200");
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toMatchObject({ success: true });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });

  it("slows, without refusing, an address that has failed while the account is under attack", async () => {
    const t = await createAdminTestApp({
      env: {
        RATE_LIMIT_LOGIN_MAX: "5",
        RATE_LIMIT_ACCOUNT_LOGIN_MAX: "3",
        RATE_LIMIT_LOGIN_DELAY_MS: "300",
      },
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(t, { password: `guess-${i}` }, `203.0.113.${i + 1}`)).statusCode).toBe(
          401,
        );
      // 203.0.113.1 failed once: it waits the base delay, then its right password is accepted.
      let started = Date.now();
      expect((await login(t, { password: TEST_ADMIN_PASSWORD }, "203.0.113.1")).statusCode).toBe(
        200,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      // 203.0.113.2 fails again: its next attempt waits twice as long.
      expect((await login(t, { password: "guess-again" }, "203.0.113.2")).statusCode).toBe(401);
      started = Date.now();
      expect((await login(t, { password: TEST_ADMIN_PASSWORD }, "203.0.113.2")).statusCode).toBe(
        200,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    } finally {
      await t.close();
    }
  });
});

describe("admin session cookie in production", () => {
  it("is Secure", async () => {
    const t = await createAdminTestApp({
      env: { NODE_ENV: "production", MFA_ENCRYPTION_KEY: "ab".repeat(32) },
    });
    try {
      const response = await login(t, { password: TEST_ADMIN_PASSWORD });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await t.close();
    }
  });
});
