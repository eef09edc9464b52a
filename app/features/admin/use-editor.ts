import { useCallback, useState } from "react";

/**
 * What an add/edit form is working on: a stored item, or null for a new one. `session` changes
 * whenever the form must start afresh (the form is keyed by it), `focus` when the person asked for
 * it (Add, Edit) so the form scrolls into view and takes the focus.
 */
export interface Editor<T> {
  item: T | null;
  session: number;
  focus: boolean;
}

export function useEditor<T>() {
  const [editor, setEditor] = useState<Editor<T>>({ item: null, session: 0, focus: false });
  const edit = useCallback(
    (item: T) => setEditor((current) => ({ item, session: current.session + 1, focus: true })),
    [],
  );
  const startNew = useCallback(
    () => setEditor((current) => ({ item: null, session: current.session + 1, focus: true })),
    [],
  );
  /** After a save or Cancel: back to an empty add form, without moving the page. */
  const reset = useCallback(
    () => setEditor((current) => ({ item: null, session: current.session + 1, focus: false })),
    [],
  );
  return { editor, edit, startNew, reset };
}

export type EditorControls<T> = ReturnType<typeof useEditor<T>>;
