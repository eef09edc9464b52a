import { hash, verify, argon2id } from "argon2";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { adminCredentials, adminSessions } from "../../db/schema";

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** The single admin credentials row. */
const CREDENTIALS_ID = 1;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

async function storedHash(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: adminCredentials.passwordHash })
    .from(adminCredentials)
    .where(eq(adminCredentials.id, CREDENTIALS_ID));
  return row?.passwordHash ?? null;
}

async function matches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash must refuse the sign-in, not crash it.
    return false;
  }
}

export async function verifyAdminPassword(db: Db, password: string): Promise<boolean> {
  return matches(await storedHash(db), password);
}

/** Stores a new password and ends every session, so a leaked cookie dies with the old password. */
export async function setAdminPassword(
  db: Db,
  password: string,
): Promise<{ sessionsEnded: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx
      .insert(adminCredentials)
      .values({ id: CREDENTIALS_ID, passwordHash, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: adminCredentials.id,
        set: { passwordHash, updatedAt: new Date() },
      });
    const ended = await tx.delete(adminSessions).returning({ id: adminSessions.id });
    return { sessionsEnded: ended.length };
  });
}

/** 24 characters from 144 random bits, URL-safe so it survives copy and paste. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

export type PasswordSource = "environment" | "generated" | "stored";

/**
 * Run once at start-up, after migrations. ADMIN_PASSWORD, when set, is the password (re-hashed
 * only when the stored hash does not verify it). Without it, the first start of an empty database
 * generates one and hands it to `print` once; it is never logged and never shown again.
 */
export async function bootstrapAdminPassword(
  db: Db,
  config: Pick<Config, "ADMIN_PASSWORD">,
  print: (text: string) => void,
): Promise<PasswordSource> {
  const current = await storedHash(db);
  if (config.ADMIN_PASSWORD) {
    if (!(await matches(current, config.ADMIN_PASSWORD)))
      await setAdminPassword(db, config.ADMIN_PASSWORD);
    return "environment";
  }
  if (current) return "stored";

  const password = generatePassword();
  // Several instances may start at once on one database: only the one whose insert lands prints.
  const inserted = await db
    .insert(adminCredentials)
    .values({ id: CREDENTIALS_ID, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: adminCredentials.id });
  if (inserted.length === 0) return "stored";
  print(generatedPasswordBanner(password));
  return "generated";
}

function generatedPasswordBanner(password: string): string {
  const rule = "=".repeat(72);
  return [
    "",
    rule,
    "  ADMIN PASSWORD (generated on first start, shown only this once)",
    "",
    `    ${password}`,
    "",
    "  Sign in at /admin. Change it with `npm run admin:password`,",
    "  or set ADMIN_PASSWORD in the environment.",
    rule,
    "",
    "",
  ].join("\n");
}
