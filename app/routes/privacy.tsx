import { Suspense } from "react";
import { privacyIntro } from "../../content/privacy";
import { privacyContact } from "../../content/privacy";
import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/privacy";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

// Text only: islands, kept as the server drew it.
const PrivacyNotice = island(() =>
  import("~/features/privacy/privacy-notice.island").then((m) => m.PrivacyNotice),
);
const PrivacyUpdated = island(() =>
  import("~/features/privacy/privacy-notice.island").then((m) => m.PrivacyUpdated),
);
// Whom to write to: the exporter's settings, through the query layer, after the page's own code.
const PrivacyContact = lazyPart(() => import("~/features/privacy/privacy-contact"));

export const meta: Route.MetaFunction = () =>
  pageMeta("/privacy", [
    { title: "Privacy Notice | Abyssinia Green Coffee" },
    { name: "description", content: privacyIntro.body },
  ]);

/** The contact's place while the settings are read: two lines' height. */
const loadingContact = (
  <div aria-busy="true" className="min-h-20">
    <p role="status" className="sr-only">
      Loading contact details...
    </p>
  </div>
);

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacyIntro.eyebrow} title={privacyIntro.title}>
        <p>{privacyIntro.body}</p>
      </PageHeader>
      <PrivacyNotice />
      <div className="container-page max-w-4xl">
        <section
          aria-labelledby="privacy-contact"
          className="mt-12 border-t border-line pb-12 pt-10"
        >
          <h2 id="privacy-contact" className="text-2xl">
            {privacyContact.title}
          </h2>
          <Suspense fallback={loadingContact}>
            <PrivacyContact loading={loadingContact} />
          </Suspense>
        </section>
      </div>
      <PrivacyUpdated />
    </>
  );
}
