// What the buttons of a lot's sheet do. The sheet is a part kept as the server drew it (decision
// 049), its own code never loading on a first visit: each button says in its markup which action
// it calls (`data-action`), and the lot's page gives the actions (decision 052).

export const REQUEST_QUOTE_ACTION = "request-quote";
export const REQUEST_SAMPLE_ACTION = "request-sample";
export const PRINT_ACTION = "print";
