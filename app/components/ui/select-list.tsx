// A select's list of options and its keys (ui/select.tsx, WAI-ARIA select-only combobox), fetched
// when a select takes the focus or the pointer: the pages whose filters are selects do not carry
// them on their first load, and the server's HTML has only the selects' buttons.
import { Check } from "lucide-react";
import { useEffect, type KeyboardEvent, type RefObject } from "react";
import { cn } from "~/lib/cn";
import type { SelectOption } from "./select";

/** A select as its keys see it: its options, its state and the ways to change them. */
export interface SelectState {
  options: readonly SelectOption[];
  open: boolean;
  /** The option the keys are on while the list is open, or -1. */
  active: number;
  selectedIndex: number;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  /** Opens the list on an option (the first enabled for -1). */
  show: (index: number) => void;
  choose: (index: number) => void;
}

/** Keys that open a closed list. */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"]);

/**
 * Arrows, Home and End move, Enter or Space choose, Escape and Tab close, a typed letter jumps to
 * the next option that starts with it (on a closed list, chooses it).
 */
export function selectKey(event: KeyboardEvent<HTMLButtonElement>, select: SelectState) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const { options, active } = select;
  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
  const letter = event.key.length === 1 && event.key !== " " ? event.key.toLowerCase() : null;
  const jumpTo = (initial: string) => {
    const from = enabled.indexOf(active);
    const order = [...enabled.slice(from + 1), ...enabled.slice(0, from + 1)];
    return order.find((index) => options[index]!.label.toLowerCase().startsWith(initial));
  };
  if (!select.open) {
    if (letter) {
      const match = jumpTo(letter);
      if (match !== undefined) select.choose(match);
    } else if (OPENING_KEYS.has(event.key)) {
      event.preventDefault();
      if (event.key === "Home") select.show(enabled[0] ?? -1);
      else if (event.key === "End") select.show(enabled.at(-1) ?? -1);
      else select.show(select.selectedIndex);
    }
    return;
  }
  const step = (by: number) => {
    const at = enabled.indexOf(active);
    const next = enabled[Math.min(Math.max(at + by, 0), enabled.length - 1)];
    if (next !== undefined) select.setActive(next);
  };
  const moves: Record<string, () => void> = {
    ArrowDown: () => step(1),
    ArrowUp: () => step(-1),
    Home: () => select.setActive(enabled[0] ?? -1),
    End: () => select.setActive(enabled.at(-1) ?? -1),
    Enter: () => select.choose(active),
    " ": () => select.choose(active),
    Escape: () => select.setOpen(false),
    Tab: () => select.setOpen(false),
  };
  const move = moves[event.key];
  if (move) {
    if (event.key !== "Tab") event.preventDefault();
    move();
  } else if (letter) {
    const match = jumpTo(letter);
    if (match !== undefined) select.setActive(match);
  }
}

/**
 * The list of a select's options, drawn once the select has first opened: a click elsewhere
 * closes it, and the option the keys are on stays in view.
 */
export function SelectList({
  select,
  listId,
  label,
  labelledBy,
  root,
}: {
  select: SelectState;
  listId: string;
  label?: string;
  labelledBy?: string;
  /** The select's element: a press outside it closes the list. */
  root: RefObject<HTMLElement | null>;
}) {
  const { options, open, active, selectedIndex, setOpen, setActive, choose } = select;
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, root, setOpen]);
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);
  return (
    <ul
      id={listId}
      role="listbox"
      tabIndex={-1}
      hidden={!open}
      aria-label={label}
      aria-labelledby={label ? undefined : labelledBy}
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
  );
}
