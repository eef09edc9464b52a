import { and, asc, eq, min, type SQL } from "drizzle-orm";
import { REGIONAL_GROUP, type CoffeeCategory } from "../../../common/constants";
import type { Db } from "../../db/client";
import { coffeeCatalog } from "../../db/schema";
import type { CoffeeOption } from "../../../common/contract/records";

// Lists come in catalog order (the order of the spec's fixed maps, as seeded), grades ascending.
const firstSeen = min(coffeeCatalog.id);

export async function listRegions(db: Db): Promise<string[]> {
  const rows = await db
    .select({ region: coffeeCatalog.region })
    .from(coffeeCatalog)
    .groupBy(coffeeCatalog.region)
    .orderBy(asc(firstSeen));
  return rows.map((row) => row.region);
}

export async function listProcessingMethods(db: Db, category: CoffeeCategory): Promise<string[]> {
  const rows = await db
    .select({ processingMethod: coffeeCatalog.processingMethod })
    .from(coffeeCatalog)
    .where(eq(coffeeCatalog.category, category))
    .groupBy(coffeeCatalog.processingMethod)
    .orderBy(asc(firstSeen));
  return rows.map((row) => row.processingMethod);
}

export async function listGrades(db: Db, category: CoffeeCategory): Promise<number[]> {
  const rows = await db
    .selectDistinct({ grade: coffeeCatalog.grade })
    .from(coffeeCatalog)
    .where(eq(coffeeCatalog.category, category))
    .orderBy(asc(coffeeCatalog.grade));
  return rows.map((row) => row.grade);
}

/** A region whose coffees carry no variety is one group, 'Regional'; an unknown region has none. */
export async function listVarieties(
  db: Db,
  region: string,
  category: CoffeeCategory,
): Promise<string[]> {
  const rows = await db
    .select({ variety: coffeeCatalog.variety })
    .from(coffeeCatalog)
    .where(and(eq(coffeeCatalog.region, region), eq(coffeeCatalog.category, category)))
    .groupBy(coffeeCatalog.variety)
    .orderBy(asc(firstSeen));
  return rows
    .map((row) => row.variety ?? REGIONAL_GROUP)
    .filter((group, i, groups) => groups.indexOf(group) === i);
}

export function listOptions(
  db: Db,
  filter: { category: CoffeeCategory; processingMethod?: string; region?: string },
): Promise<CoffeeOption[]> {
  const conditions: SQL[] = [eq(coffeeCatalog.category, filter.category)];
  if (filter.processingMethod)
    conditions.push(eq(coffeeCatalog.processingMethod, filter.processingMethod));
  if (filter.region) conditions.push(eq(coffeeCatalog.region, filter.region));
  return db
    .select({
      id: coffeeCatalog.id,
      region: coffeeCatalog.region,
      variety: coffeeCatalog.variety,
      processingMethod: coffeeCatalog.processingMethod,
      grade: coffeeCatalog.grade,
    })
    .from(coffeeCatalog)
    .where(and(...conditions))
    .orderBy(asc(coffeeCatalog.id));
}
