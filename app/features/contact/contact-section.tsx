// The home page's contact section (#contact): how to reach the sales desk, and the contact form,
// which loads on its own so the home page's first paint does not wait for the form code.
import { Suspense } from "react";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

const ContactForm = lazyPart(() => import("./contact-form"));
const ContactDetails = island(() =>
  import("./contact-details.island").then((m) => m.ContactDetails),
);

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
