/**
 * The logo's name. It is the one text set in Fraunces at 600, drawn from a file of its own letters
 * that `npm run fonts:subset` cuts from this text (decision 047): change it there, then run the
 * script.
 */
export const WORDMARK = "Abyssinia";
