import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { normalizeFlavorNotes } from "~common/schemas/offer";

interface FlavorNotesInputProps {
  id: string;
  notes: readonly string[];
  onChange: (notes: string[]) => void;
  "aria-invalid": boolean;
  "aria-describedby"?: string | undefined;
}

/** Flavour notes as tags: add with Enter or the Add button; notes are trimmed and repeats ignored. */
export function FlavorNotesInput({ id, notes, onChange, ...aria }: FlavorNotesInputProps) {
  const [draft, setDraft] = useState("");
  const add = () => {
    if (draft.trim() === "") return;
    onChange(normalizeFlavorNotes([...notes, draft]));
    setDraft("");
  };
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="e.g. Jasmine, then press Enter"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the note instead of submitting the whole offer.
            event.preventDefault();
            add();
          }}
          {...aria}
        />
        <Button variant="outline" className="shrink-0" onClick={add} aria-label="Add flavor note">
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      {notes.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tasting notes added">
          {notes.map((note) => (
            <li
              key={note}
              className="inline-flex items-center gap-1 rounded-full bg-accent/15 py-1 pl-3 pr-1 text-sm text-dark ring-1 ring-inset ring-accent/30"
            >
              {note}
              <button
                type="button"
                onClick={() => onChange(notes.filter((existing) => existing !== note))}
                aria-label={`Remove ${note}`}
                className="rounded-full p-1 text-muted transition hover:bg-dark/10 hover:text-dark"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
