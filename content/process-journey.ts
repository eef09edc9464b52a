// /coffee-process: the five-step journey from cherry to container (spec section 2), loaded with the
// part that shows it.
import { processing } from "./facts";
import type { ContentImage } from "./media";

export interface ProcessStep {
  readonly step: number;
  readonly title: string;
  readonly body: string;
  readonly details: readonly string[];
  readonly image: ContentImage;
}

export const processSteps = [
  {
    step: 1,
    title: "Coffee Farms",
    body: "Our coffee grows at 1,500 to 2,300 metres on our own farms and the gardens of our farmer partners, in the shade of native trees. Ethiopian heirloom varieties ripen slowly in the cool highland nights, and the harvest runs from October to January.",
    details: [
      "Heirloom landraces and selections such as 74110 and 74112",
      "Hand-picked, only fully ripe red cherry",
      "Several picking rounds per tree through the harvest",
      "Cherry delivered to the station on the day it is picked",
    ],
    image: { id: "cherries-branch", alt: "Ripe red coffee cherries on a branch" },
  },
  {
    step: 2,
    title: "Washing & Drying",
    body: `At the washing station cherry is sorted and floated, pulped within ${processing.pulpingWithinHours} hours and fermented for ${processing.fermentationHours} hours, then washed and graded in channels. Washed and natural coffees dry on raised African beds for ${processing.dryingDays} days, turned every ${processing.turningEveryHours} hours, until they reach ${processing.moisture} moisture.`,
    details: [
      "Floating and hand sorting before pulping",
      "Fermentation checked by hand until the mucilage washes off clean",
      "Raised beds for even airflow, covered at midday and at night",
      `Moisture measured daily until it settles at ${processing.moisture}`,
    ],
    image: {
      id: "washing-channels",
      alt: "Parchment coffee in the grading channels of a washing station",
    },
  },
  {
    step: 3,
    title: "Processing & Manufacturing",
    body: "Dried parchment and cherry rest before they come to our dry mill, where they are hulled, graded by screen size and density, and sorted by optical sorters and then by hand to the grade of each lot.",
    details: [
      "Resting in parchment for four to six weeks before milling",
      "Hulling, screen grading and gravity tables",
      "Optical colour sorting, then a final hand pick",
      "Lots kept separate by station, day and grade",
    ],
    image: { id: "dry-mill", alt: "Hulling, grading and sorting lines at the dry mill" },
  },
  {
    step: 4,
    title: "Quality Control",
    body: "Our lab cups every day-lot before it is graded and every export lot before it ships. Green coffee is checked for moisture, screen size and defects, and a pre-shipment sample goes to the buyer for approval.",
    details: [
      "SCA cupping protocol, scored by licensed Q graders",
      "Defect count and screen size on every lot",
      `Moisture ${processing.moisture} and water activity checked before bagging`,
      "Pre-shipment samples sent for approval",
    ],
    image: { id: "cupping-table", alt: "A cupping table with rows of cups and spoons" },
  },
  {
    step: 5,
    title: "Storage & Export",
    body: "Approved lots are bagged in 60 kg jute bags with hermetic liners and stored in our ventilated warehouses. Our own trucks take the containers to the port of Djibouti, with every document prepared by our export team.",
    details: [
      "60 kg jute bags with hermetic liners",
      "Ventilated storage off the floor, away from walls",
      "Own truck fleet from mill to port",
      "Export documents, quality certificates and shipping handled in-house",
    ],
    image: {
      id: "warehouse-jute-bags",
      alt: "Stacks of jute bags of green coffee in our warehouse",
    },
  },
] as const satisfies readonly ProcessStep[];
