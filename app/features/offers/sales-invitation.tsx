import { Button } from "~/components/ui/button";
import { useScrollToSection } from "~/lib/scroll-to-section";

/** Under the lots: the sales team, for what is not listed (goes to the home page's contact section). */
export function SalesInvitation() {
  const scrollToSection = useScrollToSection();
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
        <Button size="lg" className="shrink-0" onClick={() => scrollToSection("contact")}>
          Contact Our Sales Team
        </Button>
      </div>
    </section>
  );
}
