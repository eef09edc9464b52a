import type { EditorControls } from "../use-editor";
import { NewsEventForm } from "./news-event-form";
import { NewsEventList } from "./news-event-list";
import type { NewsEvent } from "~common/contract/records";

/** The create/edit form on one side and the published items on the other (stacked below 1024 px). */
export default function NewsDesk({ editor }: { editor: EditorControls<NewsEvent> }) {
  const { item, session, focus } = editor.editor;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <NewsEventForm key={session} item={item} focus={focus} onDone={editor.reset} />
      <NewsEventList
        editingId={item?.id ?? null}
        onEdit={editor.edit}
        onDeleted={(id) => (item?.id === id ? editor.reset() : undefined)}
      />
    </div>
  );
}
