// What the buttons of a lot do, on its sheet and on its card or row of /offers. Each is part of a
// page kept as the server drew it (decisions 049, 053), its own code never loading on a first
// visit: a button says in its markup which action it calls (`data-action`, and on /offers the lot,
// `data-lot`), and the page gives the actions (decision 052).

export const REQUEST_QUOTE_ACTION = "request-quote";
export const REQUEST_SAMPLE_ACTION = "request-sample";
export const PRINT_ACTION = "print";
