// The ten coffee origins of /coffee-stories, in carousel order (spec section 2), as the carousel
// shows them. What each origin's story tells is in origin-story-details.ts, loaded with the part
// that tells it.
import { stationAltitude, stations } from "./facts";
import type { ContentImage } from "./media";

/** An origin as its carousel card shows it. */
export interface OriginStory {
  /** Slug, stable: used in the page's selection state. */
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly altitude: string;
  readonly process: string;
  readonly image: ContentImage;
}

export const originStories = [
  {
    id: "yirgacheffe-chelchele",
    name: `Yirgacheffe ${stations.chelchele.name}`,
    region: `${stations.chelchele.name}, Gedeb, Yirgacheffe`,
    altitude: stationAltitude(stations.chelchele),
    process: "Washed",
    image: {
      id: "origin-gedeb",
      alt: "High ridges of Gedeb above the morning mist, with smallholder coffee on the slopes",
    },
  },
  {
    id: "guji-arsosala",
    name: "Guji Arsosala",
    region: `${stations.arsosala.name}, Uraga, Guji`,
    altitude: stationAltitude(stations.arsosala),
    process: "Natural",
    image: { id: "origin-guji", alt: "Open Guji highlands in warm afternoon light" },
  },
  {
    id: "guji-goro-muda",
    name: "Guji Goro Muda",
    region: "Goro Muda, Guji",
    altitude: stationAltitude(stations.goroMuda),
    // The station washes most of its cherry; its honey lot is on /offers.
    process: "Washed and honey",
    image: {
      id: "origin-guji-forest",
      alt: "Forest coffee in Guji growing under tall native trees",
    },
  },
  {
    id: "guji-gogogu",
    name: "Guji Gogogu",
    region: "Gogogu, Uraga, Guji",
    altitude: "2,000-2,250 m",
    process: "Natural",
    image: { id: "story-guji-gogogu", alt: "Coffee shrubs along the contour of a Guji hill" },
  },
  {
    id: "yirgacheffe-halo-beriti",
    name: "Yirgacheffe Halo Beriti",
    region: "Halo Beriti, Gedeb, Yirgacheffe",
    altitude: "2,000-2,200 m",
    process: "Washed",
    image: { id: "story-halo-beriti", alt: "Smallholder coffee gardens on the ridges of Gedeb" },
  },
  {
    id: "debakul-farm-village",
    name: "Debakul Farm Village",
    region: "Debakulu, Limmu, Jimma",
    altitude: stationAltitude(stations.debakulu),
    process: "Washed",
    image: {
      id: "origin-limmu",
      alt: "A wide green valley in Limmu with a river and woodland coffee",
    },
  },
  {
    id: "banko-gotiti",
    name: "Banko Gotiti",
    region: "Banko Gotiti, Gedeb, Yirgacheffe",
    altitude: stationAltitude(stations.bankoGotiti),
    process: "Natural",
    image: {
      id: "origin-yirgacheffe",
      alt: "Terraced hills of Yirgacheffe with enset and coffee under shade trees",
    },
  },
  {
    id: "kochere",
    name: "Kochere",
    region: "Kochere, Gedeo",
    altitude: "1,800-2,100 m",
    process: "Washed",
    image: {
      id: "origin-kochere",
      alt: "The Kochere valley at dusk, with tukul houses among the coffee gardens",
    },
  },
  {
    id: "kochere-rego",
    name: "Kochere Rego",
    region: "Rego, Kochere, Gedeo",
    altitude: "1,900-2,100 m",
    process: "Natural",
    image: { id: "story-kochere-rego", alt: "Coffee gardens and enset in Kochere at dusk" },
  },
  {
    id: "layo-taraga",
    name: "Layo Taraga",
    region: "Layo Taraga, Uraga, Guji",
    altitude: "2,000-2,300 m",
    process: "Washed",
    image: { id: "story-layo-taraga", alt: "Tall native trees shading coffee near Layo Taraga" },
  },
] as const satisfies readonly OriginStory[];

export type OriginStoryId = (typeof originStories)[number]["id"];

/** The header of /coffee-stories. */
export const originStoriesIntro = {
  eyebrow: "Processing Stories",
  title: "Coffee Origin Stories",
  body: "Ten origins we buy from every harvest, from the ridges of Gedeb to the forests of Guji and the woodland of Limmu. Choose one to read its altitude, processing, cup and the people behind it.",
} as const;
