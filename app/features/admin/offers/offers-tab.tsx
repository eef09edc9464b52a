import type { EditorControls } from "../use-editor";
import { OfferForm } from "./offer-form";
import { OfferList } from "./offer-list";
import type { Offer } from "~common/contract/records";

/** Offers: the add/edit form beside the list of current lots (stacked below 1280 px). */
export default function OffersTab({ editor }: { editor: EditorControls<Offer> }) {
  const { item, session, focus } = editor.editor;
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <OfferForm key={session} offer={item} focus={focus} onDone={editor.reset} />
      <OfferList
        editingId={item?.id ?? null}
        onEdit={editor.edit}
        onDeleted={(id) => (item?.id === id ? editor.reset() : undefined)}
      />
    </div>
  );
}
