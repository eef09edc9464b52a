// The working half of ui/select.tsx: its keys and its open list. Loaded when a select takes the
// focus or the pointer, so a page whose filters are selects does not carry it on its first load.
import { Check } from "lucide-react";
import { useEffect, type KeyboardEvent, type RefObject } from "react";
import { cn } from "~/lib/cn";
import { OPENING_KEYS, takesKey, type SelectOption } from "./select";

/** A select as its keys and list see it: its options, its state and the ways to change them. */
export interface SelectState {
  options: readonly SelectOption[];
  value: string;
  open: boolean;
  /** The option the keys are on while the list is open, or -1. */
  active: number;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  /** Opens the list on an option (the first enabled for -1). */
  show: (index: number) => void;
  onValueChange: (value: string) => void;
}

function enabledIndexes(options: readonly SelectOption[]): number[] {
  return options.flatMap((option, index) => (option.disabled ? [] : [index]));
}

function choose(state: SelectState, index: number) {
  const option = state.options[index];
  if (!option || option.disabled) return;
  state.setOpen(false);
  if (option.value !== state.value) state.onValueChange(option.value);
}

/** The next enabled option, after the active one, that starts with `letter`. */
function jumpTo(state: SelectState, letter: string): number | undefined {
  const enabled = enabledIndexes(state.options);
  const from = enabled.indexOf(state.active);
  const order = [...enabled.slice(from + 1), ...enabled.slice(0, from + 1)];
  return order.find((index) => state.options[index]!.label.toLowerCase().startsWith(letter));
}

/**
 * Arrows, Home and End move, Enter or Space choose, Escape and Tab close, a typed letter jumps to
 * the next option that starts with it (on a closed list, chooses it).
 */
export function selectKey(event: KeyboardEvent<HTMLButtonElement>, state: SelectState) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const { key } = event;
  const letter = key.length === 1 && key !== " " ? key.toLowerCase() : null;
  const enabled = enabledIndexes(state.options);
  if (takesKey(state.open, key)) event.preventDefault();
  if (!state.open) {
    if (letter) {
      const match = jumpTo(state, letter);
      if (match !== undefined) choose(state, match);
    } else if (key === "Home") state.show(enabled[0] ?? -1);
    else if (key === "End") state.show(enabled.at(-1) ?? -1);
    else if (OPENING_KEYS.has(key))
      state.show(state.options.findIndex((option) => option.value === state.value));
    return;
  }
  const step = (by: number) => {
    const at = enabled.indexOf(state.active);
    const next = enabled[Math.min(Math.max(at + by, 0), enabled.length - 1)];
    if (next !== undefined) state.setActive(next);
  };
  const moves: Record<string, () => void> = {
    ArrowDown: () => step(1),
    ArrowUp: () => step(-1),
    Home: () => state.setActive(enabled[0] ?? -1),
    End: () => state.setActive(enabled.at(-1) ?? -1),
    Enter: () => choose(state, state.active),
    " ": () => choose(state, state.active),
    Escape: () => state.setOpen(false),
    Tab: () => state.setOpen(false),
  };
  const move = moves[key];
  if (move) move();
  else if (letter) {
    const match = jumpTo(state, letter);
    if (match !== undefined) state.setActive(match);
  }
}

/** The open list's options; a click elsewhere closes it, and the active option stays in view. */
export function SelectOptions({
  state,
  listId,
  root,
}: {
  state: SelectState;
  listId: string;
  root: RefObject<HTMLDivElement | null>;
}) {
  const { options, active, setOpen } = state;
  const selectedIndex = options.findIndex((option) => option.value === state.value);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [root, setOpen]);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);
  return options.map((option, index) => (
    <li
      key={option.value}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === selectedIndex}
      aria-disabled={option.disabled || undefined}
      onPointerMove={() => !option.disabled && state.setActive(index)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(state, index)}
      className={cn(
        "relative flex cursor-pointer select-none items-center whitespace-nowrap rounded-md py-2 pl-8 pr-3 text-sm text-ink",
        index === active && "bg-primary/10 text-primary",
        option.disabled && "cursor-default opacity-40",
      )}
    >
      {index === selectedIndex ? <Check className="absolute left-2 h-4 w-4" aria-hidden /> : null}
      {option.label}
    </li>
  ));
}
