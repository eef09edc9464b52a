// Spec section 8's words for a request that never reached the server, on their own so that the
// site's shell can say them (when code a form needs cannot be fetched) without carrying the rest
// of the error catalog (common/errors.ts) to every page.
export const NETWORK_ERROR_MESSAGE =
  "Network connection failed. Please check your internet connection.";
