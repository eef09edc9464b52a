// /specialty's description, worked out by its loaders (decision 052): the regions it names come
// from the company's facts, which the page's first load need not carry.
import { listInWords, originRegions } from "../../../content/facts";

export const specialtyDescription = () =>
  `Grade 1-2 Ethiopian specialty micro-lots from ${listInWords(originRegions)}, washed and natural. Request a green sample.`;
