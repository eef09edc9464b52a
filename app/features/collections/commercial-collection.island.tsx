// /commercial's own words, islands kept as the server drew them: its page header, and the volume
// banner above the coffees.
import { Truck } from "lucide-react";
import { CollectionBanner } from "./collection-banner";
import { PageHeader } from "~/components/layout/page-header";

export function CommercialTitle() {
  return (
    <PageHeader eyebrow="Grade 3-4 · Volume contracts" title="Commercial Coffee Collection">
      Dependable regional coffees for blends and everyday roasts, shipped on monthly contracts from
      5 tons to 500+ tons.
    </PageHeader>
  );
}

export function VolumeBanner() {
  return (
    <CollectionBanner icon={Truck} title="Contract volumes, every month of the year">
      Commercial volumes run from 5 tons to 500+ tons per month, in grades 3-4, milled and bagged in
      60 kg jute at our Addis Ababa warehouse. Each sub-area below is a consistent regional profile
      for blends and everyday roasts.
    </CollectionBanner>
  );
}
