// The home page's contact section (#contact): how to reach the sales desk, and the contact form,
// which loads on its own so the home page's first paint does not wait for the form code.
import { Suspense } from "react";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

const ContactForm = lazyPart(() => import("./contact-form"));
// The exporter's facts come through the query layer, which loads after the page's own code.
const ContactFacts = lazyPart(() => import("./contact-facts"));
const ContactIntro = island(() => import("./contact-details.island").then((m) => m.ContactIntro));

/**
 * While the exporter's facts are read: their place kept (the rows' height), so that the form
 * beside them does not move when they arrive.
 */
function ContactFactsLoading() {
  return (
    <div aria-busy="true" className="mt-10 min-h-[22rem]">
      <p role="status" className="sr-only">
        Loading contact details...
      </p>
    </div>
  );
}

/** How to reach the sales desk: the section's words, then the exporter's facts. */
function ContactDetails() {
  return (
    <div className="relative bg-primary px-6 py-8 text-white sm:p-8 md:p-12">
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative">
        <ContactIntro />
        <Suspense fallback={<ContactFactsLoading />}>
          <ContactFacts loading={<ContactFactsLoading />} />
        </Suspense>
      </div>
    </div>
  );
}

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-light py-20 md:py-28">
      <div className="container-page">
        <div className="grid overflow-hidden rounded-3xl border border-line bg-white shadow-[0_24px_60px_-32px_rgb(27_26_23/0.35)] lg:grid-cols-[0.85fr_1.15fr]">
          <ContactDetails />

          <div className="px-6 py-8 sm:p-8 md:p-12">
            <h3 className="text-2xl">Send us a message</h3>
            <p className="mt-2 text-sm text-muted">Fields marked * are required.</p>
            <div className="mt-6">
              <Suspense fallback={<div aria-hidden className="min-h-[28rem]" />}>
                <ContactForm />
              </Suspense>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
