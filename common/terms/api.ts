// How the browser proves a write is its own (spec section 8).

export const CSRF_TOKEN_PATH = "/api/csrf-token";
export const CSRF_HEADER = "x-csrf-token";
