// Every detail on the site that stands in for the company's own until launch, in one place, so the
// owner can replace them here (listed in docs/content-and-media.md, "Replace before launch"). The
// contact details are the owner's settings in content/company.ts.
// The five partner marks are files, not text: drop the official artwork into content/media/ under
// the same ids (partner-ecta, partner-ecx, partner-ocfcu, partner-scfcu, partner-ycfcu).
import { companyFigures } from "./facts";
import type { TeamMember } from "./team";

/**
 * The team on /team: names, roles, bios and addresses are placeholders. A person's social profile
 * is listed only once it is their real one.
 */
export const teamMembers = [
  {
    id: "tesfaye-bekele",
    name: "Tesfaye Bekele",
    role: "Founder & Chief Executive",
    badge: "Founder",
    bio: `Tesfaye started buying cherry in Limmu and Yirgacheffe in ${companyFigures.groupFounded} and built the group’s interest-free loan programme with its first farmers. He founded Abyssinia Green Coffee in ${companyFigures.founded} to sell the group’s coffee directly to roasters, and still spends the harvest at the stations.`,
    email: "tesfaye@abyssiniagreencoffee.com",
    social: [],
    initials: "TB",
  },
  {
    id: "hirut-alemu",
    name: "Hirut Alemu",
    role: "Head of Quality",
    badge: "Quality",
    bio: "Hirut is a licensed Q Arabica Grader and runs our cupping lab in Addis Ababa. Her team cups every day-lot from our stations, sets the grade of each export lot and signs off pre-shipment samples.",
    email: "hirut@abyssiniagreencoffee.com",
    social: [],
    initials: "HA",
  },
  {
    id: "dawit-tadesse",
    name: "Dawit Tadesse",
    role: "Director of Sourcing, Yirgacheffe & Guji",
    badge: "Sourcing",
    bio: "An agronomist from Dilla, Dawit manages our washing stations in Gedeo and Guji: cherry buying, fermentation schedules and drying. He knows most of the station managers by their first names and many of the farmers too.",
    email: "dawit@abyssiniagreencoffee.com",
    social: [],
    initials: "DT",
  },
  {
    id: "meron-getachew",
    name: "Meron Getachew",
    role: "Head of Sales, North America",
    badge: "Sales",
    bio: "Meron works with roasters and importers from our Washington D.C. office: offers, samples, contracts and shipping schedules. Before joining us she bought green coffee for a specialty roaster for eight years.",
    email: "meron@abyssiniagreencoffee.com",
    social: [],
    initials: "MG",
  },
  {
    id: "samuel-girma",
    name: "Samuel Girma",
    role: "Logistics & Export Manager",
    badge: "Logistics",
    bio: "Samuel runs our warehouses and truck fleet and handles every export document, from quality certificates to bills of lading, so containers leave Djibouti on the booked vessel.",
    email: "samuel@abyssiniagreencoffee.com",
    social: [],
    initials: "SG",
  },
  {
    id: "selamawit-haile",
    name: "Selamawit Haile",
    role: "Farmer Programs Lead",
    badge: "Impact",
    bio: "Selamawit leads pre-harvest financing, training in picking and drying, and the quality premium programme. She spends most of the year in the field with farmer groups and cooperatives.",
    email: "selamawit@abyssiniagreencoffee.com",
    social: [],
    initials: "SH",
  },
] as const satisfies readonly TeamMember[];
