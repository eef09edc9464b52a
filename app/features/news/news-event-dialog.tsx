import { Dialog } from "~/components/ui/dialog";
import { NewsEventArticle } from "./news-event-article";
import { NewsEventImage } from "./news-event-image.island";
import { useDateLocale, usePastEvent } from "./visitor-dates";
import type { NewsEvent } from "~common/contract/records";

/** Read More: the whole item in a dialog that scrolls inside when it is taller than 90% of the screen. */
export default function NewsEventDialog({
  item,
  onClose,
}: {
  item: NewsEvent;
  onClose: () => void;
}) {
  const locale = useDateLocale();
  // Opened by a visitor, so always drawn in the browser.
  const past = usePastEvent(item, null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item.title}
      description={item.excerpt}
      className="max-w-3xl"
    >
      <div className="-mx-6 -mt-5 aspect-[16/8] overflow-hidden bg-primary/10">
        <NewsEventImage item={item} sizes="(min-width: 768px) 48rem, 100vw" />
      </div>
      <NewsEventArticle item={item} detailsHeading="h3" locale={locale} past={past} />
    </Dialog>
  );
}
