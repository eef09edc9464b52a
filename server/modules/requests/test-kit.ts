// Helpers for the public form API tests (quote, sample, trip, contact). Test code only.
import { count, desc, eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { expect, vi } from "vitest";
import { firstRow } from "../../db/first-row";
import { outbox } from "../../db/schema";
import type { TestApp } from "../../test/test-app";

export function post(t: TestApp, url: string, payload: object): Promise<LightMyRequestResponse> {
  return t.send({ method: "POST", url, payload });
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const rows = await t.database.db.select({ n: count() }).from(table);
  return firstRow(rows, "count rows").n;
}

/** Asserts a 400 VALIDATION_ERROR envelope whose message (and first field, when given) is as expected. */
export function expectValidationError(
  response: LightMyRequestResponse,
  message: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.error.code).toBe("VALIDATION_ERROR");
  expect(body.error.message).toBe(message);
  if (field !== undefined) expect(body.error.details.fields[0]).toEqual({ field, message });
  expect(body.requestId).toBe(response.headers["x-request-id"]);
}

/** The declared length of a varchar column, or undefined for text. */
export function columnLength(table: PgTable, key: string): number | undefined {
  const column = (getTableColumns(table) as Record<string, { length?: number }>)[key];
  if (!column) throw new Error(`no column ${key}`);
  return column.length;
}

/** A valid value of exactly `length` characters for a field of the given kind. */
export function textOfLength(length: number, kind: "text" | "email" | "phone" = "text"): string {
  if (kind === "email")
    return `${"a".repeat(length - "@roastery.example".length)}@roastery.example`;
  // Spaces inside a phone number are ignored, so padding keeps it valid.
  if (kind === "phone") return `+1${" ".repeat(length - "+1555 123 4567".length)}555 123 4567`;
  return "x".repeat(length);
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Mail leaves after the answer: wait until the newest outbox row of `kind` satisfies `ready`. */
export async function latestOutboxRow(
  t: TestApp,
  ready: (row: OutboxRow) => boolean = () => true,
  kind: "sales-note" | "confirmation" = "sales-note",
): Promise<OutboxRow> {
  return vi.waitFor(
    async () => {
      const [row] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, kind))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!row || !ready(row)) throw new Error("outbox row not ready yet");
      return row;
    },
    { timeout: 10_000, interval: 50 },
  );
}
