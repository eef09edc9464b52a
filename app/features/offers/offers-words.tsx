// /offers' own words, parts of the page kept as the server drew them (decision 049): its title
// band, and the invitation to the sales team under the lots (Contact Our Sales Team scrolls to the
// home page's contact section, `data-section`); and its description, which its loaders give the
// head, so that it is not in the page's first load either.
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";

export const OFFERS_DESCRIPTION =
  "Current Ethiopian green-coffee lots: Yirgacheffe, Guji, Sidamo and Limmu, with cup scores, altitudes, lot sizes and warehouses. Request a quote or a sample.";

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

export function SalesInvitation() {
  return (
    <section aria-labelledby="offers-contact-heading" className="border-t border-line bg-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="offers-contact-heading" className="text-3xl">
            Looking for a profile or volume not listed here?
          </h2>
          <p className="mt-3 text-muted">
            Our sales team plans contract volumes, custom blends and forward shipments with you,
            station by station.
          </p>
        </div>
        <Button size="lg" className="shrink-0" data-section="contact">
          Contact Our Sales Team
        </Button>
      </div>
    </section>
  );
}
