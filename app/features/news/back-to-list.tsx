import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way from a news item's page, or from the page of one not found, back to the list. */
export function BackToList() {
  return (
    <Link
      to="/news-events"
      className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      All news and events
    </Link>
  );
}
