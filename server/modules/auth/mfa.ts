import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createHmac, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { MFA_CODE_LENGTH } from "../../../common/constants";
import type { MfaSetup, MfaStatus } from "../../../common/contract/admin";
import { MFA_TOKEN_PATTERN } from "../../../common/schemas/admin";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { adminMfa } from "../../db/schema";
import { sharedSecret } from "../../db/secrets";
import { conflict, validationError } from "../../errors";
import { openSecret, sealSecret } from "./secret-box";

export const BACKUP_CODE_COUNT = 10;
export const INVALID_CODE_MESSAGE = "Invalid authentication code.";
export const MFA_ISSUER = "Abyssinia Green Coffee";
const MFA_LABEL = "admin";
const MFA_ROW = 1;
const SECRET_PURPOSE = "admin_mfa.secret";
/** One 30-second step either side of now: clock drift and a code typed as it rolls over. */
const TOTP_TOLERANCE_SECONDS = 30;

export interface MfaKeys {
  /** AES-256-GCM key for the TOTP secret at rest. */
  secretKey: Buffer;
  /** HMAC key for backup codes: six digits are too few to store under a plain hash. */
  backupCodeKey: Buffer;
}

/**
 * MFA_ENCRYPTION_KEY when set. Outside production a key kept in the database stands in, so a
 * laptop needs no set-up; config validation refuses to start production without the variable.
 */
export async function loadMfaKeys(
  db: Db,
  config: Pick<Config, "MFA_ENCRYPTION_KEY">,
): Promise<MfaKeys> {
  const secretKey = config.MFA_ENCRYPTION_KEY
    ? Buffer.from(config.MFA_ENCRYPTION_KEY, "hex")
    : await sharedSecret(db, "mfa-key");
  return { secretKey, backupCodeKey: await sharedSecret(db, "backup-codes") };
}

function newBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) {
    codes.add(
      randomInt(0, 10 ** MFA_CODE_LENGTH)
        .toString()
        .padStart(MFA_CODE_LENGTH, "0"),
    );
  }
  return [...codes];
}

/** The time step a code belongs to when it is valid now (and later than `afterTimeStep`), else null. */
async function totpStep(
  secret: string,
  token: string,
  afterTimeStep?: number,
): Promise<number | null> {
  if (!MFA_TOKEN_PATTERN.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    afterTimeStep,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The administrator's second factor: a pending secret until its first code, then the active one. */
export class AdminMfa {
  constructor(
    private readonly db: Db,
    private readonly keys: MfaKeys,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {}

  private async row() {
    const [row] = await this.db.select().from(adminMfa).where(eq(adminMfa.id, MFA_ROW));
    return row;
  }

  /**
   * The stored secret in the clear, or null when MFA_ENCRYPTION_KEY is not the key it was sealed
   * under (a lost or changed key): an operator's problem, logged as such, never a 500 to the
   * visitor. The administrator still gets in with a backup code (HMAC keys live in the database)
   * and sets the second factor up again.
   */
  private openStored(sealed: string): string | null {
    try {
      return openSecret(this.keys.secretKey, SECRET_PURPOSE, sealed);
    } catch (err) {
      this.log.error(
        { err },
        "cannot decrypt the stored TOTP secret: MFA_ENCRYPTION_KEY is not the key it was stored under; sign in with a backup code and set two-factor authentication up again",
      );
      return null;
    }
  }

  /** False when the stored secret cannot be opened with the configured key (logged at start-up). */
  async keyOpensStoredSecret(): Promise<boolean> {
    const row = await this.row();
    const sealed = row?.secret ?? row?.pendingSecret;
    return !sealed || this.openStored(sealed) !== null;
  }

  private backupCodeHash(code: string): string {
    return createHmac("sha256", this.keys.backupCodeKey).update(code).digest("hex");
  }

  async status(): Promise<MfaStatus> {
    return { isEnabled: (await this.row())?.isEnabled ?? false };
  }

  /** A new pending secret and backup codes; the active factor (if any) is untouched until enable. */
  async startSetup(): Promise<MfaSetup> {
    if ((await this.row())?.isEnabled)
      throw conflict("Two-factor authentication is already enabled.");
    const secret = generateSecret();
    const backupCodes = newBackupCodes();
    const values = {
      pendingSecret: sealSecret(this.keys.secretKey, SECRET_PURPOSE, secret),
      backupCodes: backupCodes.map((code) => this.backupCodeHash(code)),
      updatedAt: new Date(),
    };
    await this.db
      .insert(adminMfa)
      .values({ id: MFA_ROW, ...values })
      .onConflictDoUpdate({ target: adminMfa.id, set: values });
    const qrCode = await QRCode.toDataURL(
      generateURI({ issuer: MFA_ISSUER, label: MFA_LABEL, secret }),
    );
    return { secret, qrCode, backupCodes };
  }

  /** Activates the pending secret once a code from it verifies; that code is then spent. */
  async enable(token: string): Promise<void> {
    const row = await this.row();
    // A pending secret sealed under another key is as good as none.
    const pendingSecret = row?.pendingSecret ? this.openStored(row.pendingSecret) : null;
    if (!row?.pendingSecret || pendingSecret === null)
      throw validationError("Please start two-factor setup first.");
    const step = await totpStep(pendingSecret, token);
    if (step === null) throw validationError(INVALID_CODE_MESSAGE);
    // Conditional on the same pending secret: a setup started meanwhile wins.
    const enabled = await this.db
      .update(adminMfa)
      .set({
        secret: row.pendingSecret,
        pendingSecret: null,
        isEnabled: true,
        lastUsedStep: step,
        updatedAt: new Date(),
      })
      .where(and(eq(adminMfa.id, MFA_ROW), eq(adminMfa.pendingSecret, row.pendingSecret)))
      .returning({ id: adminMfa.id });
    if (enabled.length === 0) throw validationError(INVALID_CODE_MESSAGE);
  }

  async disable(): Promise<void> {
    await this.db
      .update(adminMfa)
      .set({
        secret: null,
        pendingSecret: null,
        isEnabled: false,
        backupCodes: [],
        lastUsedStep: null,
        updatedAt: new Date(),
      })
      .where(eq(adminMfa.id, MFA_ROW));
  }

  /**
   * Accepts an authenticator code once: its time step must be later than the last one used, and
   * recording it is conditional, so two requests racing with one code cannot both pass.
   */
  async useAuthenticatorCode(token: string): Promise<boolean> {
    const row = await this.row();
    if (!row?.isEnabled || !row.secret) return false;
    const secret = this.openStored(row.secret);
    if (secret === null) return false;
    const step = await totpStep(secret, token, row.lastUsedStep ?? undefined);
    if (step === null) return false;
    const recorded = await this.db
      .update(adminMfa)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(adminMfa.id, MFA_ROW),
          or(isNull(adminMfa.lastUsedStep), lt(adminMfa.lastUsedStep, step)),
        ),
      )
      .returning({ id: adminMfa.id });
    return recorded.length > 0;
  }

  /** Spends a backup code: removed in the same statement that finds it. */
  async useBackupCode(code: string): Promise<boolean> {
    const hashed = this.backupCodeHash(code);
    const removed = await this.db
      .update(adminMfa)
      .set({ backupCodes: sql`array_remove(${adminMfa.backupCodes}, ${hashed})` })
      .where(
        and(
          eq(adminMfa.id, MFA_ROW),
          eq(adminMfa.isEnabled, true),
          sql`${hashed} = any(${adminMfa.backupCodes})`,
        ),
      )
      .returning({ id: adminMfa.id });
    return removed.length > 0;
  }

  /** The sign-in check: an authenticator code, else an unused backup code. */
  async verifySecondFactor(code: string): Promise<boolean> {
    return (await this.useAuthenticatorCode(code)) || (await this.useBackupCode(code));
  }
}
