// /coffee-stories: what each origin's story tells (variety, the story, the cup, the farmer
// partnership and the community impact), loaded with the component that tells it. The
// carousel's cards are in origin-stories.ts.
import { processing, stations } from "./facts";
import type { OriginStoryId } from "./origin-stories";

/** An origin's story, beside what its card shows (origin-stories.ts). */
export interface OriginStoryDetail {
  readonly variety: string;
  readonly story: string;
  readonly tastingNotes: readonly string[];
  readonly farmerStory: string;
  readonly impact: string;
}

export const originStoryDetails = {
  "yirgacheffe-chelchele": {
    variety: "Heirloom landraces: Kurume, Wolisho and Dega",
    story: `${stations.chelchele.name} sits on the high ridge of Gedeb at the southern end of the Yirgacheffe coffee area, where cool nights slow the ripening of the cherry and build sugar in the seed. Coffee here grows in small garden plots under enset and native shade trees. Cherry is delivered to the washing station on the day it is picked, pulped within ${processing.pulpingWithinHours} hours, fermented for ${stations.chelchele.fermentationHours} hours in the cool of the hill and dried on raised beds for ${stations.chelchele.dryingDays} days.`,
    tastingNotes: ["Jasmine", "Bergamot", "White peach", "Honey"],
    farmerStory: `${stations.chelchele.farmers} smallholders deliver to the station, most with less than two hectares. We pay a quality premium on top of the cherry price for lots that cup above 87, and the station manager shares each lot’s cup score with the families who picked it.`,
    impact:
      "Premiums from the last three harvests paid for a second water-recirculation pond at the station, so washing water is settled and reused instead of running into the stream below.",
  },
  "guji-arsosala": {
    variety: "Heirloom: local landraces with 74110 and 74112",
    story: `${stations.arsosala.name} is one of the highest coffee areas of Uraga in the Guji zone. Farms here are young compared with Yirgacheffe, planted into cleared highland forest, and the altitude gives a dense bean that holds up to long natural drying. Whole cherries dry slowly on raised beds for ${stations.arsosala.dryingDays} days, turned every ${processing.turningEveryHours} hours through the day.`,
    tastingNotes: ["Blueberry", "Strawberry jam", "Dark chocolate", "Winey finish"],
    farmerStory:
      "Most of the cherry comes from families farming between one and three hectares who also keep cattle and grow barley. Our field team visits during the harvest to show how selective picking of fully red cherry lifts the price they receive.",
    impact:
      "Pre-harvest financing reaches Arsosala farmers in August, the hungriest month before the harvest, so they do not have to sell cherry early to traders at a discount.",
  },
  "guji-goro-muda": {
    variety: "Heirloom landraces",
    story:
      "Goro Muda coffee grows in semi-forest: native trees left standing over the coffee keep the soil cool and the harvest slow. The washing station ferments for 18 to 24 hours, grades parchment in long channels and dries it on raised beds under shade nets during the hottest hours.",
    tastingNotes: ["Lemon", "Peach", "Black tea", "Cane sugar"],
    farmerStory:
      "Farmers around Goro Muda pick forest coffee alongside their own garden plots. We buy both, keep them apart, and pay for forest cherry by its cup rather than at the commodity price.",
    impact:
      "Because the value of the coffee depends on the forest standing, every tree left over the coffee is a reason not to clear it. We support a nursery that raises native shade trees for replanting.",
  },
  "guji-gogogu": {
    variety: "Heirloom landraces",
    story:
      "Gogogu lies in the hills of Uraga, where the harvest starts in late November and runs into January. The cherry is floated to remove light and damaged fruit before drying, which keeps the natural clean and the fruit in the cup bright rather than heavy.",
    tastingNotes: ["Strawberry", "Mango", "Cacao nib", "Florals"],
    farmerStory:
      "Many Gogogu families farm less than a hectare. Our cupping results go back to the station lot by lot, and the farmers who deliver the best-scoring days are paid a second payment after the coffee is sold.",
    impact:
      "The second payment arrives in April and May, when school fees and the planting season both fall due.",
  },
  "yirgacheffe-halo-beriti": {
    variety: "Heirloom landraces: Kurume and Wolisho",
    story:
      "Halo Beriti is a small kebele in Gedeb known for the clarity of its washed coffee. Cherry is hand sorted before pulping, fermented under water for 24 hours and then soaked overnight in clean water before drying, a slow method that gives the cup its tea-like structure.",
    tastingNotes: ["Jasmine", "Lemon zest", "Apricot", "Earl Grey"],
    farmerStory:
      "The station buys from about 400 households. We have bought the top day-lots of Halo Beriti every harvest since our first, and the farmers know the cup profile we look for as well as we do.",
    impact:
      "A share of the premium funds a weekly clinic visit during the picking season, when families spend long days on the steep slopes.",
  },
  "debakul-farm-village": {
    variety: "Limmu landraces with 74110 and 74112",
    story:
      "Debakulu is a farming village in the Limmu highlands of Jimma, where coffee grows in woodland with wild cardamom and fruit trees. Limmu washed coffees are rounder and spicier than those of the south, and Debakulu lots are fermented for 24 hours and dried for 12 to 14 days.",
    tastingNotes: ["Spiced red fruit", "Cocoa", "Orange", "Winey"],
    farmerStory:
      "Debakulu is one of the villages where the group has worked the longest. Many of the farmers have received its interest-free loans in the lean months for more than a decade.",
    impact:
      "The village used its premium to roof the primary school and to buy a shared pulper, so cherry no longer waits overnight for a truck.",
  },
  "banko-gotiti": {
    variety: "Heirloom landraces: Kurume and Dega",
    story:
      "Banko Gotiti farms lie on the slopes above the Gedeb valley. Here whole cherry dries on raised beds for up to 15 days, covering it at midday and at night so the fruit dries slowly and evenly. The result is a natural with the florals of Yirgacheffe and a ripe, clean fruit.",
    tastingNotes: ["Blueberry", "Bergamot", "Milk chocolate", "Lime"],
    farmerStory:
      "Families in Banko Gotiti pick up to eight rounds through the harvest, only taking the ripe cherry each time. We pay the same cherry price for every round so nobody is tempted to strip the branch.",
    impact:
      "Training on selective picking and drying has lifted the share of Banko Gotiti coffee that reaches Grade 1 each year since we began buying here.",
  },
  kochere: {
    variety: "Heirloom landraces",
    story:
      "Kochere is the coffee district just south of Yirgacheffe town, a landscape of round tukul houses, enset and coffee gardens. Washed Kochere coffees are sweet and floral with a gentle acidity, fermented for 24 hours and dried on raised beds for 10 to 15 days.",
    tastingNotes: ["Lemongrass", "Peach", "Honeysuckle", "Black tea"],
    farmerStory:
      "Most farms in Kochere are under a hectare and intercropped with enset, the family’s staple food. Coffee is the cash crop that pays for school, clothes and the harvest labour.",
    impact:
      "With our support, the washing station now pays farmers on delivery by mobile money, so nobody walks home with cash after dark.",
  },
  "kochere-rego": {
    variety: "Heirloom landraces",
    story:
      "Rego is a single kebele within Kochere whose naturals we keep separate from the wider district. Only fully ripe cherry is laid on the beds, in thin layers for the first days, and the lots rest in parchment-lined bags for six weeks before milling.",
    tastingNotes: ["Raspberry", "Tropical fruit", "Cocoa", "Jasmine"],
    farmerStory:
      "About 300 families deliver to the Rego site. Several women farmers now run their own drying beds, paid per kilogram of finished coffee that passes our moisture and defect checks.",
    impact:
      "The drying work gives women in Rego an income of their own in the months after the harvest.",
  },
  "layo-taraga": {
    variety: "Heirloom: local landraces with 74110",
    story:
      "Layo Taraga is a washing station high in Uraga, fed by a cold mountain stream. Cherry is pulped the same afternoon it arrives, fermented for 12 to 24 hours, washed and graded in channels, then dried for 12 to 15 days. Lots are separated by delivery day and cupped individually.",
    tastingNotes: ["Lime", "Peach", "Floral", "Honey"],
    farmerStory:
      "The farmers who deliver here come from villages up to a two-hour walk away. We fund a collection truck on the longest routes during the peak weeks so cherry reaches the pulper within hours.",
    impact:
      "Faster delivery means fewer overripe and fermented cherries, which lifts the cup score and the price for every family on the route.",
  },
} as const satisfies Record<OriginStoryId, OriginStoryDetail>;
