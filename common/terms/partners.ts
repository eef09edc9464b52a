// Partners and customers (spec section 9).

export const PARTNER_TYPES = ["partner", "customer"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
