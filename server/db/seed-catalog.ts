import {
  COLLECTION_PROCESSING_METHODS,
  GRADE_BY_CATEGORY,
  REGION_VARIETIES_BY_CATEGORY,
  type CoffeeCategory,
} from "../../common/constants";
import type { coffeeCatalog } from "./schema";

type CatalogRow = Omit<typeof coffeeCatalog.$inferInsert, "id" | "createdAt">;

/**
 * The coffee options behind /specialty, /commercial and the sample wizard, built from the spec's
 * fixed region-to-variety maps. Most varieties come washed and natural; every third is washed
 * only and the next natural only, as stations specialise, so the pages show (N/A) where it is true.
 */
export function buildCatalog(): CatalogRow[] {
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
  return rows;
}
