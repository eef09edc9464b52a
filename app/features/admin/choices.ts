import type { SelectOption } from "~/components/ui/select";

/** Select options whose label is the stored value itself (regions, processing methods). */
export function plainOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** Select options from a value-to-label record (availability, news types, statuses). */
export function labelledOptions<V extends string>(
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}
