// The home page's partners section (spec section 2): its words. The five fixed Ethiopian strategic
// partners, shown with their logo marks beside the partners and customers loaded from
// /api/partners, are in strategic-partners.ts, loaded with the component that shows them.

export const partnersSection = {
  eyebrow: "Partners",
  title: "Partners and Customers",
  intro: "The Ethiopian institutions we export through, and the roasters and importers we ship to.",
  strategicTitle: "Ethiopian strategic partners",
  loading: "Loading partners...",
} as const;
