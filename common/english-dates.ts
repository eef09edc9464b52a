// Dates in US English written without `Intl`, as ICU writes them: the first date ICU writes starts
// it, 40-70 ms of main thread on the benchmark host. The news pages write their dates here in the
// site's language. (The lot pages' British dates are trade-figures.ts'; the two stay apart so that
// neither page's code loads the other's.)

const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

/** 'November 18, 2025' (US English) for a date, read in UTC. */
export function monthDayYearText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
