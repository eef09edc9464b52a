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

/** Keys that open a closed list (WAI-ARIA select-only combobox). */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"]);

/**
 * A select-only combobox (WAI-ARIA APG pattern) styled as the project's input: a button with the
 * combobox role and its listbox of options. Arrows, Home and End move, Enter or Space choose,
 * Escape and a click elsewhere close, a typed letter jumps to the next option that starts with it.
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

  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
  const show = (index: number) => {
    setActive(index >= 0 ? index : (enabled[0] ?? -1));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    if (option.value !== value) onValueChange(option.value);
  };
  const step = (by: number) => {
    const at = enabled.indexOf(active);
    const next = enabled[Math.min(Math.max(at + by, 0), enabled.length - 1)];
    if (next !== undefined) setActive(next);
  };
  const jumpTo = (letter: string) => {
    const from = enabled.indexOf(active);
    const order = [...enabled.slice(from + 1), ...enabled.slice(0, from + 1)];
    const match = order.find((index) => options[index]!.label.toLowerCase().startsWith(letter));
    if (match !== undefined) setActive(match);
    return match;
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const letter = event.key.length === 1 && event.key !== " " ? event.key.toLowerCase() : null;
    if (!open) {
      if (letter) {
        const match = jumpTo(letter);
        if (match !== undefined) choose(match);
      } else if (OPENING_KEYS.has(event.key)) {
        event.preventDefault();
        if (event.key === "Home") show(enabled[0] ?? -1);
        else if (event.key === "End") show(enabled.at(-1) ?? -1);
        else show(selectedIndex);
      }
      return;
    }
    const moves: Record<string, () => void> = {
      ArrowDown: () => step(1),
      ArrowUp: () => step(-1),
      Home: () => setActive(enabled[0] ?? -1),
      End: () => setActive(enabled.at(-1) ?? -1),
      Enter: () => choose(active),
      " ": () => choose(active),
      Escape: () => setOpen(false),
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (move) {
      if (event.key !== "Tab") event.preventDefault();
      move();
    } else if (letter) {
      jumpTo(letter);
    }
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
