// The processing methods of the /specialty and /commercial collection pages (spec sections 2 and
// 3), and the one each page's variety cards open on.
export const COLLECTION_PROCESSING_METHODS = ["Washed", "Natural"] as const;
export type CollectionProcessingMethod = (typeof COLLECTION_PROCESSING_METHODS)[number];
export const DEFAULT_SPECIALTY_METHOD: CollectionProcessingMethod = "Washed";
export const DEFAULT_COMMERCIAL_METHOD: CollectionProcessingMethod = "Natural";

/** Whether a value (a filter's, a button's) is one of the collection pages' methods. */
export function isCollectionMethod(value: string): value is CollectionProcessingMethod {
  return (COLLECTION_PROCESSING_METHODS as readonly string[]).includes(value);
}
