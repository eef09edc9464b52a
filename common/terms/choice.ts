// What every select and filter offers (spec sections 3 and 5).

/** A select option: `value` is what is stored and sent, `label` what the visitor reads. */
export type Choice<V extends string = string> = { readonly value: V; readonly label: string };

/** Value of the 'All' option of every filter: each option of the site's select has a value. */
export const FILTER_ALL = "all";
