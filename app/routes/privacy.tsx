import { privacyIntro } from "../../content/privacy";
import { PageHeader } from "~/components/layout/page-header";
import { PrivacyNotice } from "~/features/privacy/privacy-notice";
import type { Route } from "./+types/privacy";
import { pageMeta } from "~/lib/page-meta";

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
