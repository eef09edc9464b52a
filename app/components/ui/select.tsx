import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
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

let selectKeys: typeof import("./select-keys") | undefined;
const loadKeys = () =>
  import("./select-keys").then((keys) => {
    selectKeys = keys;
    return keys;
  });
const prefetchKeys = () => void loadKeys().catch(() => undefined);

/**
 * A select-only combobox (WAI-ARIA APG pattern) styled as the project's input: a button with the
 * combobox role and its listbox of options. Arrows, Home and End move, Enter or Space choose,
 * Escape and a click elsewhere close, a typed letter jumps to the next option that starts with it
 * (select-keys.ts, fetched when the select takes the focus or the pointer).
 * Label it with <Field> (its id) or aria-label. The list is part of the page, so it works inside
 * dialogs without a portal; an open list inside a dialog takes Escape for itself (dialog.tsx).
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
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);

  const show = (index: number) => {
    setActive(index >= 0 ? index : options.findIndex((option) => !option.disabled));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    if (option.value !== value) onValueChange(option.value);
  };
  const state = { options, open, active, selectedIndex, setOpen, setActive, show, choose };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (selectKeys) return selectKeys.selectKey(event, state);
    // Before the keys' code has arrived (it is fetched on focus): the page stays still for a key
    // the select takes, and the key acts once the code is here.
    if (
      !(event.altKey || event.ctrlKey || event.metaKey) &&
      /^(Arrow(Up|Down)|Enter| |Home|End|Escape)$/.test(event.key) &&
      (open || event.key !== "Escape")
    )
      event.preventDefault();
    void loadKeys().then((keys) => keys.selectKey(event, state));
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
        onClick={() => (open ? setOpen(false) : show(selectedIndex))}
        onKeyDown={onKeyDown}
        onFocus={prefetchKeys}
        onPointerEnter={prefetchKeys}
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
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            onPointerMove={() => !option.disabled && setActive(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cn(
              "relative flex cursor-pointer select-none items-center whitespace-nowrap rounded-md py-2 pl-8 pr-3 text-sm text-ink",
              index === active && "bg-primary/10 text-primary",
              option.disabled && "cursor-default opacity-40",
            )}
          >
            {index === selectedIndex ? (
              <Check className="absolute left-2 h-4 w-4" aria-hidden />
            ) : null}
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
