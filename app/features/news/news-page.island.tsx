// /news-events' own words, islands kept as the server drew them: its title band and the invitation
// beside the newsletter form.
import { Mail } from "lucide-react";
import { newsEventsIntro } from "../../../content/pages";
import { PageHeader } from "~/components/layout/page-header";

export function NewsTitle() {
  return (
    <PageHeader eyebrow={newsEventsIntro.eyebrow} title={newsEventsIntro.title}>
      <p>{newsEventsIntro.body}</p>
    </PageHeader>
  );
}

/** The heading and the words of the news page's newsletter card (`headingId` names the card). */
export function NewsletterInvitation({ headingId }: { headingId: string }) {
  return (
    <div>
      <span
        aria-hidden
        className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <Mail className="h-5 w-5" />
      </span>
      <h2 id={headingId} className="mt-4 text-3xl">
        Harvest news by email
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        New lots as they reach the warehouse, cupping notes from the washing stations and the dates
        of the next origin trip, sent when there is something worth reading.
      </p>
    </div>
  );
}
