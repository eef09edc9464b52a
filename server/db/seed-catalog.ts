import {
  COLLECTION_PROCESSING_METHODS,
  GRADE_BY_CATEGORY,
  REGION_VARIETIES_BY_CATEGORY,
  type CoffeeCategory,
  type OfferRegion,
} from "../../common/constants";
import type { coffeeCatalog, offers } from "./schema";

type CatalogRow = Omit<typeof coffeeCatalog.$inferInsert, "id" | "createdAt">;
/** A lot on offer, which the collection pages must not contradict. */
type OfferedLot = Pick<typeof offers.$inferInsert, "name" | "region" | "processing" | "grade">;

/**
 * The coffee options behind /specialty, /commercial and the sample wizard, built from the spec's
 * fixed region-to-variety maps. Most varieties come washed and natural; every third is washed
 * only and the next natural only, as stations specialise, so the pages show (N/A) where it is true.
 * A variety a lot on offer is named after comes the way that lot does, at its grade: a buyer who
 * reads "Chelchele Grade 1 Washed" on /offers does not read "Washed (N/A)" for it on /specialty.
 */
export function buildCatalog(offered: readonly OfferedLot[] = []): CatalogRow[] {
  const rows: CatalogRow[] = [];
  for (const category of Object.keys(REGION_VARIETIES_BY_CATEGORY) as CoffeeCategory[]) {
    const [higherGrade, lowerGrade] = GRADE_BY_CATEGORY[category] as [number, number];
    let index = 0;
    for (const [region, varieties] of Object.entries(REGION_VARIETIES_BY_CATEGORY[category])) {
      const groups: (string | null)[] = varieties.length > 0 ? [...varieties] : [null];
      for (const variety of groups) {
        const methods =
          index % 3 === 0
            ? COLLECTION_PROCESSING_METHODS
            : index % 3 === 1
              ? (["Washed"] as const)
              : (["Natural"] as const);
        for (const processingMethod of methods) {
          const grade =
            (index + (processingMethod === "Natural" ? 1 : 0)) % 2 === 0 ? higherGrade : lowerGrade;
          rows.push({ region, variety, processingMethod, grade, category });
        }
        index++;
      }
    }
  }
  for (const lot of offered) agreeWith(rows, lot);
  return rows;
}

/** The catalog's row for the variety `lot` is named after, made to say what the lot says. */
function agreeWith(rows: CatalogRow[], lot: OfferedLot) {
  const grade = Number(lot.grade?.replace("Grade ", ""));
  const category = (Object.keys(GRADE_BY_CATEGORY) as CoffeeCategory[]).find((candidate) =>
    (GRADE_BY_CATEGORY[candidate] as readonly number[]).includes(grade),
  );
  const method = COLLECTION_PROCESSING_METHODS.find((candidate) => candidate === lot.processing);
  if (!category || !method) return;
  const varieties = REGION_VARIETIES_BY_CATEGORY[category][lot.region as OfferRegion] ?? [];
  const variety = varieties.find((candidate) => lot.name.includes(candidate));
  if (!variety) return;
  const same = (row: CatalogRow) =>
    row.category === category && row.region === lot.region && row.variety === variety;
  const row = rows.find((candidate) => same(candidate) && candidate.processingMethod === method);
  if (row) row.grade = grade;
  else
    rows.splice(rows.findLastIndex(same) + 1, 0, {
      region: lot.region,
      variety,
      processingMethod: method,
      grade,
      category,
    });
}
