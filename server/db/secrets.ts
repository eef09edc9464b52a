import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "./client";
import { firstRow } from "./first-row";
import { appSecrets } from "./schema";

/** A random secret shared by every instance: created once, then read from the database. */
export async function sharedSecret(db: Db, name: string, bytes = 32): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString("hex") })
    .onConflictDoNothing();
  // The insert above left a row under this name, whichever instance wrote it.
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(firstRow(rows, `app secret ${name}`).value, "hex");
}
