import { Check } from "lucide-react";
import { applyPalette, PALETTES, usePalette, type Palette } from "~/lib/palette";

const SWATCH_ROLES = [
  "primary",
  "secondary",
  "accent",
  "light",
  "dark",
] as const satisfies readonly (keyof Palette["colors"])[];

function PaletteCard({ palette, selected }: { palette: Palette; selected: boolean }) {
  const nameId = `palette-${palette.id}-name`;
  const swatchesId = `palette-${palette.id}-swatches`;
  return (
    <label className="group relative flex cursor-pointer flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition duration-150 hover:-translate-y-0.5 hover:shadow-md has-checked:border-transparent has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent md:p-6">
      {/* A native radio: arrow keys move between palettes and the checked one is announced. */}
      <input
        type="radio"
        name="palette"
        value={palette.id}
        checked={selected}
        onChange={() => applyPalette(palette.id)}
        aria-labelledby={nameId}
        aria-describedby={swatchesId}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-4">
        <h2 id={nameId} className="text-xl md:text-2xl">
          {palette.name}
        </h2>
        <span
          aria-hidden
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-line text-white transition group-has-checked:border-primary group-has-checked:bg-primary"
        >
          {selected ? <Check className="h-4 w-4" /> : null}
        </span>
      </div>
      <div aria-hidden className="mt-5 flex h-16 overflow-hidden rounded-xl ring-1 ring-dark/10">
        {SWATCH_ROLES.map((role) => (
          <span key={role} className="flex-1" style={{ backgroundColor: palette.colors[role] }} />
        ))}
      </div>
      <dl
        id={swatchesId}
        className="mt-4 grid grid-cols-2 gap-x-5 gap-y-1.5 sm:grid-cols-5 sm:gap-2 sm:text-center"
      >
        {SWATCH_ROLES.map((role) => (
          <div key={role} className="flex min-w-0 items-baseline justify-between gap-2 sm:block">
            <dt className="text-[11px] font-semibold uppercase tracking-[0.12em] text-muted">
              {role}
            </dt>
            <dd className="tabular font-mono text-xs text-ink sm:mt-0.5">{palette.colors[role]}</dd>
          </div>
        ))}
      </dl>
    </label>
  );
}

/** The four site palettes as a radio group; choosing one restyles the whole site and is remembered. */
export function PalettePicker() {
  const active = usePalette();
  return (
    <fieldset>
      <legend className="sr-only">Site colour palette</legend>
      <div className="grid gap-5 md:grid-cols-2">
        {PALETTES.map((palette) => (
          <PaletteCard key={palette.id} palette={palette} selected={palette.id === active} />
        ))}
      </div>
    </fieldset>
  );
}
