// /coffee-stories' page header: an island, kept as the server drew it.
import { originStoriesIntro } from "../../../content/origin-stories";
import { PageHeader } from "~/components/layout/page-header";

export function OriginStoriesTitle() {
  return (
    <PageHeader eyebrow={originStoriesIntro.eyebrow} title={originStoriesIntro.title}>
      <p>{originStoriesIntro.body}</p>
    </PageHeader>
  );
}
