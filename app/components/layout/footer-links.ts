// The footer's two columns of links, loaded with the footer's links island, not with
// the header's menu (navigation.ts) that every page draws.

export const FOOTER_LINKS: { label: string; section: string }[] = [
  { label: "Home", section: "home" },
  { label: "Our Story", section: "about" },
  { label: "Coffee Stories", section: "coffee-stories" },
  { label: "Photo Gallery", section: "portfolio" },
  { label: "Impact & CSR", section: "csr" },
  { label: "Partners", section: "partners" },
  { label: "Contact", section: "contact" },
];

/** The footer's trade-desk column: the pages a buyer comes for. */
export const TRADE_DESK_LINKS: { label: string; to: string }[] = [
  { label: "Current Offers", to: "/offers" },
  { label: "Specialty Coffee", to: "/specialty" },
  { label: "Commercial Coffee", to: "/commercial" },
  { label: "Origin Trip", to: "/origin-trip" },
  { label: "News & Events", to: "/news-events" },
];
