import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";
import { inputClass } from "./input-class";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
}

/** Keys that open a closed list (WAI-ARIA select-only combobox). */
export const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"]);
const MOVING_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End", "Enter", " ", "Escape"]);

/** Whether the select takes the key for itself (no scrolling, no click) in this state. */
export function takesKey(open: boolean, key: string): boolean {
  return open ? MOVING_KEYS.has(key) : OPENING_KEYS.has(key);
}

type SelectList = typeof import("./select-list");
let selectList: SelectList | undefined;
const loadList = () =>
  import("./select-list").then((list) => {
    selectList = list;
    return list;
  });
const SelectOptions = lazy(() => loadList().then((list) => ({ default: list.SelectOptions })));

/**
 * A select-only combobox (WAI-ARIA APG pattern) styled as the project's input: a button with the
 * combobox role and its listbox of options. Arrows, Home and End move, Enter or Space choose,
 * Escape and a click elsewhere close, a typed letter jumps to the next option that starts with it
 * (select-list.tsx, fetched when the select takes the focus or the pointer; a key pressed before
 * it arrives acts once it has). Label it with <Field> (its id) or aria-label. The list is part of
 * the page, so it works inside dialogs without a portal; an open list inside a dialog takes Escape
 * for itself (dialog.tsx).
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  className,
  ...aria
}: SelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  const show = (index: number) => {
    setActive(index >= 0 ? index : options.findIndex((option) => !option.disabled));
    setOpen(true);
  };
  const state = { options, value, open, active, setOpen, setActive, show, onValueChange };
  const prefetch = () => void loadList().catch(() => undefined);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (selectList) return selectList.selectKey(event, state);
    // Before the keys' code has arrived: hold the page still for a key the select takes.
    if (takesKey(open, event.key) && !(event.altKey || event.ctrlKey || event.metaKey))
      event.preventDefault();
    void loadList().then((list) => list.selectKey(event, state));
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        role="combobox"
        id={id}
        disabled={disabled}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onClick={() =>
          open ? setOpen(false) : show(options.findIndex((option) => option.value === value))
        }
        onKeyDown={onKeyDown}
        onFocus={prefetch}
        onPointerEnter={prefetch}
        className={cn(
          inputClass,
          "flex w-full items-center justify-between gap-2 text-left",
          className,
        )}
        {...aria}
      >
        <span className={cn("truncate", !selected && "text-muted")}>
          {selected?.label ?? placeholder ?? "Select..."}
        </span>
        <ChevronDown className="h-4 w-4 shrink-0 text-muted" aria-hidden />
      </button>
      <ul
        id={listId}
        role="listbox"
        tabIndex={-1}
        hidden={!open}
        aria-label={aria["aria-label"]}
        aria-labelledby={aria["aria-label"] ? undefined : id}
        className="animate-fade-scale-in absolute left-0 top-full z-[70] mt-1 max-h-[22rem] min-w-full overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-xl"
      >
        {open ? (
          <Suspense fallback={null}>
            <SelectOptions state={state} listId={listId} root={root} />
          </Suspense>
        ) : null}
      </ul>
    </div>
  );
}
