// What the home page's head says: its description and the hero picture's preloads. Worked out by
// the page's loaders, the server's for a first load and the browser's after a navigation, so that
// the browser's first load carries neither the company's facts behind the description nor the
// media table the preloads are written from.
import { company } from "../../../content/company";
import { hero } from "../../../content/home-hero";
import { imagePreload } from "~/components/ui/responsive-image";

export function homeHead() {
  return {
    description: company.description,
    // The hero picture is the largest thing above the fold: fetched while the HTML is read.
    heroPreloads: imagePreload(hero.image.id, { fullScreen: true }),
  };
}
