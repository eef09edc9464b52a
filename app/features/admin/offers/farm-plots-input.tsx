import { FileUp } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import { Textarea } from "~/components/ui/field";
import { FARM_PLOTS_MAX_CHARACTERS } from "~common/schemas/farm-plots";

export interface FarmPlotsInputProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/**
 * GeoJSON of the farm plots, pasted or read from a .geojson file in the browser; the text is sent
 * as it is and checked by the offer schema on both sides.
 */
export function FarmPlotsInput({ value, onChange, onBlur, ...control }: FarmPlotsInputProps) {
  const fileId = useId();

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    // Only the start of a huge file is read: it is still over the limit, and the schema says so.
    if (file) onChange(await file.slice(0, (FARM_PLOTS_MAX_CHARACTERS + 1) * 4).text());
  }

  return (
    <div className="space-y-2">
      <Textarea
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={5}
        spellCheck={false}
        className="font-mono text-xs"
        placeholder='{"type": "Point", "coordinates": [38.2461, 6.0787]}'
      />
      <label
        htmlFor={fileId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-primary/30 px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary/5 focus-within:ring-2 focus-within:ring-primary/30"
      >
        <FileUp aria-hidden className="h-4 w-4" />
        Read a .geojson file
        <input
          id={fileId}
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          onChange={(event) => void readFile(event)}
          className="sr-only"
        />
      </label>
    </div>
  );
}
