// Every endpoint of the contract by its "METHOD /path" key. The browser imports this as a type
// only: it names an endpoint by its key (checked against the declaration) and so never loads the
// schemas, while the server registers each route from the declaration itself.
import type { RequestType } from "../constants";
import type { adminSessionApi, csrfApi, mfaApi } from "./admin";
import type { buyerApi, buyerExportApi } from "./buyers";
import type { coffeeApi, partnerApi } from "./catalog";
import type { Endpoint } from "./endpoint";
import type { farmerStoryApi } from "./farmer-stories";
import type { mediaApi, sitePicturesApi } from "./media";
import type { newsEventApi } from "./news-events";
import type { newsletterApi, newsletterDeskApi } from "./newsletter";
import type { offerApi } from "./offers";
import type { outboxApi } from "./outbox";
import type { photoGalleryApi } from "./photo-galleries";
import type { partnerDeskApi } from "./partners";
import type { proposalApi, proposalDeskApi } from "./proposals";
import type { requestDeskApi } from "./request-desk";
import type { requestApi } from "./requests";
import type { sampleDispatchApi } from "./sample-dispatch";
import type { sampleFeedbackApi, sampleFeedbackDeskApi } from "./sample-feedback";
import type { siteSettingsApi } from "./site-settings";
import type { teamMemberApi } from "./team-members";

type Desk = (typeof requestDeskApi)[RequestType];
type Group =
  | typeof offerApi
  | typeof newsEventApi
  | typeof mediaApi
  | typeof sitePicturesApi
  | typeof coffeeApi
  | typeof partnerApi
  | typeof partnerDeskApi
  | typeof requestApi
  | typeof csrfApi
  | typeof adminSessionApi
  | typeof mfaApi
  | typeof outboxApi
  | typeof newsletterApi
  | typeof newsletterDeskApi
  | typeof proposalDeskApi
  | typeof proposalApi
  | typeof sampleDispatchApi
  | typeof sampleFeedbackApi
  | typeof sampleFeedbackDeskApi
  | typeof siteSettingsApi
  | typeof teamMemberApi
  | typeof farmerStoryApi
  | typeof photoGalleryApi
  | typeof buyerApi
  | typeof buyerExportApi
  | Omit<Desk, "exports">
  | Desk["exports"];

type EndpointOf<G> = G extends unknown ? Extract<G[keyof G], Endpoint> : never;

export type ApiRoutes = {
  [E in EndpointOf<Group> as `${E["method"]} ${E["path"]}`]: E;
};
export type ApiRoute = keyof ApiRoutes;
