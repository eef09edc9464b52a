// Newsletter subscriptions with double opt-in. A sign-up is pending until its confirmation link
// is followed; a pending one that nobody confirms is deleted after CONFIRMATION_WINDOW_MS, so
// the table only keeps addresses whose owners asked for the newsletter.
import { and, desc, eq, isNull, lt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
/** How long a confirmation link works, counted from the last confirmation mail. */
export const CONFIRMATION_WINDOW_MS = 7 * 24 * HOUR_MS;
/** A repeated sign-up of a pending address re-sends the confirmation at most this often. */
export const RESEND_AFTER_MS = HOUR_MS;

/** When the confirmation mailed at `sentAt` stops working, and the sign-up with it. */
export function confirmationExpiry(subscription: Pick<Subscription, "confirmationSentAt">): Date {
  return new Date(subscription.confirmationSentAt.getTime() + CONFIRMATION_WINDOW_MS);
}

/** Deletes the sign-ups nobody confirmed in time; returns how many. */
export async function sweepExpiredSignUps(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        lt(
          newsletterSubscriptions.confirmationSentAt,
          new Date(now.getTime() - CONFIRMATION_WINDOW_MS),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return expired.length;
}

/** Addresses are compared as people type them in any case: one row per mailbox. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Records a sign-up and returns the subscription a confirmation mail must go to now: a new one,
 * or a pending one whose last mail is older than RESEND_AFTER_MS. Null when nothing is to be
 * sent (already confirmed, or mailed a moment ago). Call it inside the transaction that queues
 * the mail.
 */
export async function recordSignUp(
  db: Db,
  email: string,
  now = new Date(),
): Promise<Subscription | null> {
  await sweepExpiredSignUps(db, now);
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ email, createdAt: now, confirmationSentAt: now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (created) return created;
  // One statement decides, so two sign-ups at the same moment re-send one mail at most.
  const [due] = await db
    .update(newsletterSubscriptions)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        isNull(newsletterSubscriptions.confirmedAt),
        lte(newsletterSubscriptions.confirmationSentAt, new Date(now.getTime() - RESEND_AFTER_MS)),
      ),
    )
    .returning();
  return due ?? null;
}

export async function findSubscription(db: Db, id: number): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row ?? null;
}

/** Marks a pending subscription confirmed; null when it already was (so the welcome goes once). */
export async function confirmSubscription(
  db: Db,
  id: number,
  now = new Date(),
): Promise<Subscription | null> {
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.confirmedAt)))
    .returning();
  return confirmed ?? null;
}

/** Unsubscribing deletes the row: nothing of the address is kept. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
}

/** Every subscription, newest first (the admin list and its export). */
export function listSubscriptions(db: Db): Promise<Subscription[]> {
  return db.select().from(newsletterSubscriptions).orderBy(desc(newsletterSubscriptions.id));
}
