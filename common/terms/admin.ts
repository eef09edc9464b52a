// The admin desk's pages and sign-in (spec section 7).

export const ADMIN_PAGE_SIZE = 15;
export const PAGINATION_WINDOW = 5;
export const NEWS_PREVIEW_LENGTH = 200;
export const MFA_CODE_LENGTH = 6;
