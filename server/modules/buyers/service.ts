// Buyers on the desk (issue 49, decision 068): the database's buyer_for() finds or stores a
// request's buyer when it is filed; here the desk lists, reads, edits, merges and deletes them.
import { desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { REQUEST_TYPES, type RequestStatus, type RequestType } from "../../../common/constants";
import type { BuyerDetail, BuyerRequest } from "../../../common/contract/buyers";
import type { Db } from "../../db/client";
import {
  buyerKeys,
  buyers,
  proposals,
  quoteRequests,
  sampleDispatches,
  sampleRequests,
} from "../../db/schema";
import { buyerOf } from "../mail/status-notices";
import { proposalRecordOf } from "../proposals/service";
import { REQUEST_COLLECTIONS } from "../request-desk/collections";
import { receivedAtOf } from "../request-desk/timeline";
import { dispatchEntryOf } from "../sample-dispatch/service";

export const BUYER_NOT_FOUND = "The buyer was not found.";
export const MERGE_TARGET_NOT_FOUND = "The buyer to merge into was not found.";
export const BUYER_HAS_REQUESTS =
  "Only a buyer with no requests can be deleted; merge it into another buyer instead.";

type BuyerRow = typeof buyers.$inferSelect;
/** A buyer as the list shows it: its row, how many requests it has and when the newest came. */
export type ListedBuyer = BuyerRow & { requests: number; lastRequestAt: Date | null };

type Collection = (typeof REQUEST_COLLECTIONS)[RequestType];

/** `of` each request collection (a scalar subquery over the listed buyer's rows), joined by `separator`. */
const overCollections = (separator: SQL, of: (collection: Collection) => SQL) =>
  sql.join(
    REQUEST_TYPES.map((type) => of(REQUEST_COLLECTIONS[type])),
    separator,
  );

const requestCount = sql<number>`(${overCollections(
  sql` + `,
  ({ table }) => sql`(select count(*) from ${table} where ${table.buyerId} = ${buyers.id})`,
)})::int`.mapWith(Number);

// greatest() leaves out nulls: a collection with none of the buyer's requests does not count.
const lastRequestAt = sql<Date | null>`greatest(${overCollections(
  sql`, `,
  ({ table, receivedAt }) =>
    sql`(select max(${receivedAt}) from ${table} where ${table.buyerId} = ${buyers.id})`,
)})`.mapWith(buyers.createdAt);

const listedColumns = { ...getTableColumns(buyers), requests: requestCount, lastRequestAt };

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest request first (buyers without one last); `q` narrows to a part of the name, domain, country or note. */
export async function listBuyers(db: Db, q?: string): Promise<ListedBuyer[]> {
  const pattern = q ? containing(q) : null;
  return db
    .select(listedColumns)
    .from(buyers)
    .where(
      pattern
        ? or(
            ilike(buyers.companyName, pattern),
            ilike(buyers.emailDomain, pattern),
            ilike(buyers.country, pattern),
            ilike(buyers.note, pattern),
          )
        : undefined,
    )
    .orderBy(sql`${lastRequestAt} desc nulls last`, desc(buyers.id));
}

export async function findBuyer(db: Db, id: number): Promise<ListedBuyer | null> {
  const [row] = await db.select(listedColumns).from(buyers).where(eq(buyers.id, id));
  return row ?? null;
}

/** Every request and contact message of the buyer, newest first. */
async function buyerRequests(db: Db, id: number): Promise<BuyerRequest[]> {
  const lists = await Promise.all(
    REQUEST_TYPES.map(async (type) => {
      const { table } = REQUEST_COLLECTIONS[type];
      const rows = await db.select().from(table).where(eq(table.buyerId, id));
      return rows.map((row) => ({
        type,
        id: row.reference,
        status: row.status as RequestStatus,
        ...buyerOf(row),
        receivedAt: receivedAtOf(row).toISOString(),
      }));
    }),
  );
  return lists.flat().sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** The buyer with its requests, the proposals on its quotes and its samples' dispatches; null when none has that id. */
export async function buyerDetail(db: Db, id: number): Promise<BuyerDetail | null> {
  const buyer = await findBuyer(db, id);
  if (!buyer) return null;
  const [requestList, proposalRows, dispatchRows] = await Promise.all([
    buyerRequests(db, id),
    db
      .select({ proposal: proposals, requestId: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(proposals.quoteRequestId, quoteRequests.id))
      .where(eq(quoteRequests.buyerId, id))
      .orderBy(desc(proposals.createdAt), desc(proposals.id)),
    db
      .select({ dispatch: sampleDispatches, requestId: sampleRequests.reference })
      .from(sampleDispatches)
      .innerJoin(sampleRequests, eq(sampleDispatches.sampleRequestId, sampleRequests.id))
      .where(eq(sampleRequests.buyerId, id))
      .orderBy(desc(sampleDispatches.createdAt), desc(sampleDispatches.id)),
  ]);
  return {
    ...buyer,
    createdAt: buyer.createdAt.toISOString(),
    updatedAt: buyer.updatedAt.toISOString(),
    lastRequestAt: buyer.lastRequestAt?.toISOString() ?? null,
    requestList,
    proposals: proposalRows.map(({ proposal, requestId }) => proposalRecordOf(proposal, requestId)),
    dispatches: dispatchRows.map(({ dispatch, requestId }) => ({
      ...dispatchEntryOf(dispatch),
      requestId,
    })),
  };
}

export interface BuyerUpdate {
  companyName?: string;
  country?: string | null;
  note?: string | null;
}

/** The buyer with the fields given changed; null when none has that id. */
export async function updateBuyer(
  db: Db,
  id: number,
  update: BuyerUpdate,
): Promise<ListedBuyer | null> {
  const [row] = await db
    .update(buyers)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(buyers.id, id))
    .returning({ id: buyers.id });
  return row ? findBuyer(db, row.id) : null;
}

export type MergeOutcome =
  { merged: ListedBuyer } | { refused: "not-found" | "target-not-found" | "itself" };

/**
 * Moves every request and key of buyer `id` to `intoId` and deletes `id`, in one transaction with
 * both rows locked (in id order, so two merges of the same pair cannot deadlock). The note of the
 * merged buyer is kept under the other's; its country and domain fill the other's blanks.
 */
export async function mergeBuyers(db: Db, id: number, intoId: number): Promise<MergeOutcome> {
  if (id === intoId) return { refused: "itself" };
  const outcome = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(buyers)
      .where(inArray(buyers.id, [id, intoId]))
      .orderBy(buyers.id)
      .for("update");
    const from = locked.find((row) => row.id === id);
    const into = locked.find((row) => row.id === intoId);
    if (!from) return "not-found" as const;
    if (!into) return "target-not-found" as const;
    for (const type of REQUEST_TYPES) {
      const { table } = REQUEST_COLLECTIONS[type];
      await tx.update(table).set({ buyerId: intoId }).where(eq(table.buyerId, id));
    }
    await tx.update(buyerKeys).set({ buyerId: intoId }).where(eq(buyerKeys.buyerId, id));
    const note = [into.note, from.note].filter(Boolean).join("\n\n") || null;
    await tx
      .update(buyers)
      .set({
        note,
        country: into.country ?? from.country,
        emailDomain: into.emailDomain ?? from.emailDomain,
        updatedAt: new Date(),
      })
      .where(eq(buyers.id, intoId));
    await tx.delete(buyers).where(eq(buyers.id, id));
    return "merged" as const;
  });
  if (outcome !== "merged") return { refused: outcome };
  const merged = await findBuyer(db, intoId);
  if (!merged) return { refused: "target-not-found" };
  return { merged };
}

export type BuyerDeleteOutcome = "deleted" | "not-found" | "has-requests";

/**
 * Deletes a buyer that has no request left (its keys go with it), under its row lock, which a
 * filing that found this buyer holds too (buyer_for's FOR KEY SHARE) until its request is stored.
 */
export async function deleteBuyer(db: Db, id: number): Promise<BuyerDeleteOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: buyers.id })
      .from(buyers)
      .where(eq(buyers.id, id))
      .for("update");
    if (!locked) return "not-found";
    // Counted after the lock, by a statement that sees a request filed while it was awaited.
    const [row] = await tx.select({ requests: requestCount }).from(buyers).where(eq(buyers.id, id));
    if ((row?.requests ?? 0) > 0) return "has-requests";
    await tx.delete(buyers).where(eq(buyers.id, id));
    return "deleted";
  });
}
