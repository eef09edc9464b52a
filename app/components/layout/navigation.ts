/** The desktop and mobile menu of spec section 2. A `section` item scrolls the home page. */
export type NavLink = { label: string; to: string } | { label: string; section: string };

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

export const MAIN_NAV: NavEntry[] = [
  { label: "Home", section: "home" },
  {
    label: "About",
    items: [
      { label: "Our Story", section: "about" },
      { label: "Meet Our Team", to: "/team" },
      { label: "Our Impact", to: "/impact" },
    ],
  },
  {
    label: "Our Coffee",
    items: [
      { label: "Coffee Catalog", section: "products" },
      { label: "Specialty Coffee", to: "/specialty" },
      { label: "Commercial Coffee", to: "/commercial" },
      { label: "Processing Stories", to: "/coffee-stories" },
    ],
  },
  { label: "Our Process", to: "/coffee-process" },
  {
    label: "Experiences",
    items: [
      { label: "Origin Trips", section: "origin-trips" },
      { label: "Farmers Stories", to: "/farmers-stories" },
    ],
  },
  { label: "Partners", section: "partners" },
  {
    label: "Resources",
    items: [
      { label: "Photo Galleries", to: "/photo-galleries" },
      { label: "News & Events", to: "/news-events" },
    ],
  },
  { label: "Contact", section: "contact" },
];
