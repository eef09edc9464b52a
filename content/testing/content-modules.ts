// Every content module by name, for the tests that read all of content/ at once.
import * as company from "../company";
import * as farmerStories from "../farmer-stories";
import * as farmers from "../farmers";
import * as galleries from "../galleries";
import * as galleryPictures from "../gallery-pictures";
import * as home from "../home";
import * as impact from "../impact";
import * as impactProgramme from "../impact-programme";
import * as originStories from "../origin-stories";
import * as originStoryDetails from "../origin-story-details";
import * as originTrip from "../origin-trip";
import * as pages from "../pages";
import * as partners from "../partners";
import * as portfolio from "../portfolio";
import * as privacy from "../privacy";
import * as privacyNotice from "../privacy-notice";
import * as process from "../process";
import * as processFigures from "../process-figures";
import * as processJourney from "../process-journey";
import * as team from "../team";
import * as tripExperiences from "../trip-experiences";
import * as tripProgramme from "../trip-programme";

export const contentModules = {
  company,
  farmerStories,
  farmers,
  galleries,
  galleryPictures,
  home,
  impact,
  impactProgramme,
  originStories,
  originStoryDetails,
  originTrip,
  pages,
  partners,
  portfolio,
  privacy,
  privacyNotice,
  process,
  processFigures,
  processJourney,
  team,
  tripExperiences,
  tripProgramme,
};
