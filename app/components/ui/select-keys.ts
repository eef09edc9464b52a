// A select's keys (ui/select.tsx, WAI-ARIA select-only combobox), fetched when a select takes the
// focus or the pointer: the pages whose filters are selects do not carry them on their first load.
import type { KeyboardEvent } from "react";
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
