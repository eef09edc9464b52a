import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
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

type ListCode = typeof import("./select-list");
let listCode: ListCode | undefined;
const loadList = () => import("./select-list").then((code) => (listCode = code));
const prefetchList = () => void loadList().catch(() => undefined);

/**
 * A select-only combobox (WAI-ARIA APG pattern) styled as the project's input: a button with the
 * combobox role and its listbox of options. Arrows, Home and End move, Enter or Space choose,
 * Escape and a click elsewhere close, a typed letter jumps to the next option that starts with it.
 * The list and the keys (select-list.tsx) are fetched when the select takes the focus or the
 * pointer, and the list is drawn when it first opens.
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

  // The list's code, once the list has first opened and the code has arrived.
  const [list, setList] = useState<ListCode>();
  const show = (index: number) => {
    setActive(index >= 0 ? index : options.findIndex((option) => !option.disabled));
    setOpen(true);
    if (listCode) setList(listCode);
    else loadList().then(setList, () => undefined);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    if (option.value !== value) onValueChange(option.value);
  };
  const state = { options, open, active, selectedIndex, setOpen, setActive, show, choose };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (listCode) return listCode.selectKey(event, state);
    // Before the keys' code has arrived (it is fetched on focus): the page stays still for a key
    // the select takes, and the key acts once the code is here.
    if (
      !(event.altKey || event.ctrlKey || event.metaKey) &&
      /^(Arrow(Up|Down)|Enter| |Home|End|Escape)$/.test(event.key) &&
      (open || event.key !== "Escape")
    )
      event.preventDefault();
    loadList().then(
      (code) => code.selectKey(event, state),
      () => undefined,
    );
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
        onFocus={prefetchList}
        onPointerEnter={prefetchList}
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
      {list ? (
        <list.SelectList
          select={state}
          listId={listId}
          label={aria["aria-label"]}
          labelledBy={id}
          root={root}
        />
      ) : null}
    </div>
  );
}
