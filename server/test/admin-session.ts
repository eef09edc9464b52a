import { generate } from "otplib";
import { expect } from "vitest";
import { bootstrapAdminPassword } from "../modules/auth/password";
import { SESSION_COOKIE } from "../plugins/session";
import { createTestApp, type TestApp } from "./test-app";

export const TEST_ADMIN_PASSWORD = "roast-profile-4-guji-natural";

/** A test app whose admin password is TEST_ADMIN_PASSWORD, bootstrapped as server/main.ts does. */
export async function createAdminTestApp(
  options: { seed?: boolean; env?: Record<string, string>; serveClient?: boolean } = {},
): Promise<TestApp> {
  const t = await createTestApp({
    seed: options.seed,
    serveClient: options.serveClient,
    // Most files sign in many times; the rate-limit tests lower these again.
    env: {
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RATE_LIMIT_LOGIN_MAX: "1000",
      RATE_LIMIT_ACCOUNT_LOGIN_MAX: "1000",
      ...options.env,
    },
  });
  await bootstrapAdminPassword(t.database.db, t.app.config, () => undefined);
  return t;
}

/** Signs in and returns the cookies to send with admin calls: `t.send({ ..., cookies })`. */
export async function signIn(t: TestApp, mfaToken?: string): Promise<Record<string, string>> {
  const response = await t.send({
    method: "POST",
    url: "/api/admin/login",
    payload: { password: TEST_ADMIN_PASSWORD, ...(mfaToken ? { mfaToken } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ success: true });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("sign-in set no session cookie");
  return { [SESSION_COOKIE]: cookie.value };
}

/** The authenticator code for `secret`, `steps` time steps from now (30 s each). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}
