// /commercial below its title: Grade 3-4 volume coffee by region and sub-area, Natural first.
import { Truck } from "lucide-react";
import { DEFAULT_COMMERCIAL_METHOD } from "../../../common/constants";
import { BackToProducts } from "./back-to-products";
import { CollectionBanner } from "./collection-banner";
import { CollectionBrowser } from "./collection-browser";
import type { CoffeeOption } from "../../../common/contract/records";

export function CommercialCollection({
  rendered,
  onRequestSample,
}: {
  rendered: CoffeeOption[] | null;
  onRequestSample: (coffee: CoffeeOption) => void;
}) {
  return (
    <div className="container-page space-y-8 py-10 md:py-14">
      <BackToProducts />
      <CollectionBrowser
        category="Commercial"
        rendered={rendered}
        methods={[DEFAULT_COMMERCIAL_METHOD, "Washed"]}
        emptyTitle="No commercial coffees found"
        groupNoun={["sub-area", "sub-areas"]}
        onRequestSample={onRequestSample}
        intro={<VolumeBanner />}
      />
    </div>
  );
}

function VolumeBanner() {
  return (
    <CollectionBanner icon={Truck} title="Contract volumes, every month of the year">
      Commercial volumes run from 5 tons to 500+ tons per month, in grades 3-4, milled and bagged in
      60 kg jute at our Addis Ababa warehouse. Each sub-area below is a consistent regional profile
      for blends and everyday roasts.
    </CollectionBanner>
  );
}
