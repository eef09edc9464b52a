// What the server hands to the pages it renders (React Router's load context). The browser's
// pages read it only in their server loaders; the server builds it from its own services.
import type { CoffeeCategory } from "./constants";
import type { ProposalView } from "./contract/proposals";
import type { SampleFeedbackView } from "./contract/sample-feedback";
import type { CoffeeOption, NewsEvent, Offer } from "./contract/records";
import type { ContentPhotos, SitePictures } from "./contract/media";
import type { FarmerStory } from "./contract/farmer-stories";
import type { PhotoGallery } from "./contract/photo-galleries";
import type { TeamMember } from "./contract/team-members";

// A type, not an interface: React Router's AppLoadContext is an index signature.
export type PageContext = {
  /** One lot as GET /api/offers/:id answers it, or null when there is none. */
  findLot(id: number): Promise<Offer | null>;
  /**
   * The lists as GET /api/offers and GET /api/news-events answer them, or null while the
   * database is unavailable: the page is then sent without them and the browser asks the API.
   */
  listOffers(): Promise<Offer[] | null>;
  listNewsEvents(): Promise<NewsEvent[] | null>;
  /** The team as GET /api/team-members answers it, in the desk's order, or null likewise. */
  listTeamMembers(): Promise<TeamMember[] | null>;
  /** The farmers as GET /api/farmer-stories answers them, in the desk's order, or null likewise. */
  listFarmerStories(): Promise<FarmerStory[] | null>;
  /** The galleries as GET /api/photo-galleries answers them, in the desk's order, or null likewise. */
  listPhotoGalleries(): Promise<PhotoGallery[] | null>;
  /** The site pictures as GET /api/site-pictures answers them, or null likewise. */
  listSitePictures(): Promise<SitePictures | null>;
  /** The origins' stories' added photographs as GET /api/content-photos answers them. */
  listContentPhotos(): Promise<ContentPhotos | null>;
  /**
   * One collection's coffees as GET /api/coffee/options?category= answers them, or null while
   * the database is unavailable (the page then reads them through the API).
   */
  listCoffeeOptions(category: CoffeeCategory): Promise<CoffeeOption[] | null>;
  /** The proposal a signed link names, as GET /api/proposals/:token answers it, or null. */
  findProposal(token: string): Promise<ProposalView | null>;
  /** The sample feedback form a signed link names, as GET /api/sample-feedback/:token answers it. */
  findSampleFeedback(token: string): Promise<SampleFeedbackView | null>;
  /** The site's public address, for canonical URLs and link previews (no trailing slash). */
  publicUrl: string;
};
