import { privacyIntro } from "../../content/privacy";
import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/privacy";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// Text only: islands, kept as the server drew it.
const PrivacyNotice = island(() =>
  import("~/features/privacy/privacy-notice.island").then((m) => m.PrivacyNotice),
);

export const meta: Route.MetaFunction = () =>
  pageMeta("/privacy", [
    { title: "Privacy Notice | Abyssinia Green Coffee" },
    { name: "description", content: privacyIntro.body },
  ]);

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacyIntro.eyebrow} title={privacyIntro.title}>
        <p>{privacyIntro.body}</p>
      </PageHeader>
      <PrivacyNotice />
    </>
  );
}
