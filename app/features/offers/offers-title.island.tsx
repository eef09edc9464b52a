// /offers' title band: an island (app/lib/island.tsx), kept as the server drew it.
import { PageHeader } from "~/components/layout/page-header";

export function OffersTitle() {
  return (
    <PageHeader eyebrow="Current offers" title="Current Ethiopian Coffee Offers">
      <p>
        Lots ready for export or already on their way, with the facts a green buyer needs. Offers
        are updated weekly.
      </p>
    </PageHeader>
  );
}
