// The home page's Photo Gallery (portfolio) section. Same fields as the portfolio_items entity
// (title, description, category, image), with the image as a content media id.
import { processing } from "./facts";
import type { ContentImage } from "./media";

export interface PortfolioItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly image: ContentImage;
}

export const portfolioIntro = {
  eyebrow: "Photo Gallery",
  title: "From the highlands to the harbour",
  body: "A season of our coffee, from the first red cherry to the container.",
} as const;

export const portfolioItems = [
  {
    id: "highland-gardens",
    title: "Highland gardens",
    description: "Coffee under shade trees at 2,000 metres, where slow ripening builds sweetness.",
    category: "Farms",
    image: {
      id: "portfolio-highland-gardens",
      alt: "Coffee shrubs and shade trees on highland slopes at dawn",
    },
  },
  {
    id: "ripe-cherry",
    title: "Ripe cherry",
    description: "Only fully red cherry is picked, in several rounds through the harvest.",
    category: "Harvest",
    image: { id: "portfolio-ripe-cherry", alt: "Clusters of ripe red coffee cherries on a branch" },
  },
  {
    id: "washing-station",
    title: "Washing station",
    description: `Pulped within ${processing.pulpingWithinHours} hours, fermented ${processing.fermentationHours} hours, graded in flowing water.`,
    category: "Processing",
    image: { id: "portfolio-washing-station", alt: "Parchment coffee in washing channels" },
  },
  {
    id: "raised-beds",
    title: "Raised drying beds",
    description: `${processing.dryingDays} days in the sun, turned every ${processing.turningEveryHours} hours, down to ${processing.moisture} moisture.`,
    category: "Processing",
    image: { id: "portfolio-raised-beds", alt: "Rows of raised drying beds with coffee" },
  },
  {
    id: "cupping-lab",
    title: "Cupping lab",
    description: "Every day-lot cupped and scored before it is graded for export.",
    category: "Quality",
    image: { id: "portfolio-cupping-lab", alt: "Cupping bowls and spoons on the lab table" },
  },
  {
    id: "green-grading",
    title: "Green grading",
    description: "Screen size, defects and moisture checked on every lot.",
    category: "Quality",
    image: { id: "green-beans-grading", alt: "Green coffee beans on a grading sieve" },
  },
  {
    id: "warehouse",
    title: "Warehouse",
    description: "Export lots in 60 kg jute bags, ready for the road to Djibouti.",
    category: "Export",
    image: { id: "portfolio-warehouse", alt: "Jute bags of green coffee stacked in the warehouse" },
  },
  {
    id: "on-the-road",
    title: "On the road",
    description: "Our own trucks carry coffee from the stations to the mill and on to the port.",
    category: "Export",
    image: { id: "logistics-truck", alt: "A truck loaded with coffee bags on a highland road" },
  },
] as const satisfies readonly PortfolioItem[];
