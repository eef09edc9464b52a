import type { EditorControls } from "../use-editor";
import { LotSampleFeedback } from "./lot-sample-feedback";
import { OfferForm } from "./offer-form";
import { OfferList } from "./offer-list";
import type { Offer } from "~common/contract/records";

/**
 * Offers: the add/edit form, with a lot's sample feedback under it while it is edited, beside the
 * list of current lots (stacked below 1280 px).
 */
export default function OffersTab({ editor }: { editor: EditorControls<Offer> }) {
  const { item, session, focus } = editor.editor;
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div className="space-y-6">
        <OfferForm key={session} offer={item} focus={focus} onDone={editor.reset} />
        {item ? <LotSampleFeedback offerId={item.id} lotName={item.name} /> : null}
      </div>
      <OfferList
        editingId={item?.id ?? null}
        onEdit={editor.edit}
        onDeleted={(id) => (item?.id === id ? editor.reset() : undefined)}
      />
    </div>
  );
}
