// /origin-trip: the programme (day by day, what is included and what is not), loaded with the
// island that shows it.
import { processing } from "./facts";

export interface ItineraryDay {
  readonly day: number;
  readonly title: string;
  readonly location: string;
  readonly activities: readonly string[];
  readonly overnight: string;
}

export const itinerary = [
  {
    day: 1,
    title: "Arrival and first cupping",
    location: "Addis Ababa",
    activities: [
      "Airport welcome and transfer to the hotel",
      "Afternoon at our quality lab: a calibration cupping of the new harvest’s first lots",
      "Welcome dinner with a traditional coffee ceremony",
    ],
    overnight: "Addis Ababa",
  },
  {
    day: 2,
    title: "Into the Rift Valley",
    location: "Addis Ababa to Dilla",
    activities: [
      "Morning drive south through the Rift Valley lakes",
      "Visit to our warehouse and dry mill: hulling, grading, optical and hand sorting",
      "Evening briefing on the Gedeo coffee gardens and the week ahead",
    ],
    overnight: "Dilla",
  },
  {
    day: 3,
    title: "Yirgacheffe washing stations",
    location: "Gedeb and Chelchele",
    activities: [
      "Picking with farming families at 2,000 m and above",
      `Cherry delivery, pulping within ${processing.pulpingWithinHours} hours and fermentation in the afternoon`,
      "Grading parchment in the washing channels and walking the raised drying beds",
    ],
    overnight: "Yirgacheffe",
  },
  {
    day: 4,
    title: "Guji highlands",
    location: "Uraga, Guji",
    activities: [
      "Forest coffee and natural processing at a Guji station",
      "Lunch with a farmer family and a conversation about pre-harvest financing",
      "Sunset cupping of Guji day-lots at the station",
    ],
    overnight: "Hagere Maryam",
  },
  {
    day: 5,
    title: "Direct trade and departure dinner",
    location: "Hawassa to Addis Ababa",
    activities: [
      "Return north by road, with a stop at Lake Hawassa",
      "Direct-trade session: lot selection, contracts, shipping and pricing with our export team",
      "Farewell dinner; departures from Bole International Airport the next morning",
    ],
    overnight: "Addis Ababa",
  },
] as const satisfies readonly ItineraryDay[];

export const inclusions = [
  "Five nights’ accommodation in twin-share rooms (single rooms on request)",
  "All meals from dinner on day 1 to breakfast on day 6",
  "Ground transport in 4x4 vehicles with experienced drivers",
  "Airport transfers in Addis Ababa",
  "An English-speaking guide and members of our sourcing and quality teams throughout",
  "All cuppings, station and mill visits, and sample roasting",
  "Bottled water, coffee and the coffee ceremony",
] as const;

export const exclusions = [
  "International flights to and from Addis Ababa",
  "Ethiopian visa (about 80 USD, available online as an e-visa)",
  "Travel and medical insurance",
  "Vaccinations and personal medication",
  "Alcoholic drinks and personal purchases",
  "Gratuities for drivers and guides",
] as const;
