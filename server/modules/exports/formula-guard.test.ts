import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./formula-guard";

describe("neutraliseFormula", () => {
  it.each([
    "=1+1",
    '=HYPERLINK("http://x")',
    "+1 555 123 4567",
    "-2+3",
    "@SUM(A1)",
    "\tTab",
    "\rReturn",
  ])("prefixes %j with a single quote", (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each([
    "",
    "Maria",
    "1+1",
    " =not first",
    "'already quoted",
    "Yirgacheffe = floral",
    "\nnew line",
  ])("leaves %j alone", (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});
