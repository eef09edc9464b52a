// Prices, cup scores, bags, altitudes and dates as the lot pages write them, without `Intl`.
//
// The first `Intl.NumberFormat` a page builds starts ICU: 32-55 ms of main thread on the
// benchmark host, inside the task that hydrates the offers and lot pages (docs/benchmarks.md).
// These texts are fixed US and British English, so they are written here, the same on the
// server and in every browser. The rounding is ICU's, so the text does not change: the shortest
// decimal that reads back as the number, rounded half away from zero (1.005 -> 1.01).

/** The shortest decimal that reads back as `value` (>= 0), written out: '1e+21' -> '1000...0'. */
function shortestDecimal(value: number): string {
  const [mantissa = "0", exponent] = String(value).split("e");
  if (exponent === undefined) return mantissa;
  const [whole = "0", part = ""] = mantissa.split(".");
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** `value`'s digits rounded to `decimals` places: [whole part, decimal part]. */
function roundedDigits(value: number, decimals: number): [string, string] {
  const [whole = "0", part = ""] = shortestDecimal(Math.abs(value)).split(".");
  if (part.length <= decimals) return [whole, part.padEnd(decimals, "0")];
  let kept = BigInt(whole + part.slice(0, decimals));
  if (part.charAt(decimals) >= "5") kept += BigInt(1);
  const digits = kept.toString().padStart(decimals + 1, "0");
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * '1,950', '88.5', '1,234.57': US English, thousands grouped, at most `maxDecimals` places (three
 * unless told, as `Intl.NumberFormat` has it).
 */
export function figureText(value: number, maxDecimals = 3): string {
  const [whole, part] = roundedDigits(value, maxDecimals);
  const decimals = part.replace(/0+$/, "");
  const sign = value < 0 && (whole !== "0" || decimals !== "") ? "-" : "";
  return `${sign}${grouped(whole)}${decimals ? `.${decimals}` : ""}`;
}

/** '$6.30', '$1,234.57': US dollars and cents. */
export function usdText(value: number): string {
  const [whole, cents] = roundedDigits(value, 2);
  return `${value < 0 ? "-" : ""}$${grouped(whole)}.${cents}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** British short months, as ICU writes them ('Sept'). */
const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** 'March 2026' for a date, read in UTC. */
export function monthYearText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '18 Feb 2026' for a date, read in UTC. */
export function dayMonthYearText(date: Date): string {
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '1,950-2,150 m' for a range in metres, '1,800 m' for one height, '' for none. */
export function metresText(low: number | null, high: number | null): string {
  if (low !== null && high !== null && low !== high)
    return `${figureText(low)}-${figureText(high)} m`;
  const single = low ?? high;
  return single !== null ? `${figureText(single)} m` : "";
}
