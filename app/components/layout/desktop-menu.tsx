import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { NavAnchor } from "./nav-anchor";
import { isGroup, MAIN_NAV } from "./navigation";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-full px-3 text-[14px] font-medium text-ink transition hover:bg-primary/8 hover:text-primary focus-visible:bg-primary/8";
/** Pointer travel from a trigger to its dropdown (or to the next trigger) without a flicker. */
const CLOSE_DELAY_MS = 120;

/**
 * The desktop menu of spec section 2 as a disclosure navigation: dropdowns open on hover, one at
 * a time; a trigger button toggles its list by click or keyboard; Escape, a click elsewhere and
 * leaving with the focus close it. A dozen lines of state instead of a menu library on every page.
 */
export function DesktopMenu() {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const baseId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const byMouse = (event: PointerEvent) => event.pointerType === "mouse";
  /** A mouse click on a trigger that hover opened keeps it open; keyboard and touch toggle. */
  const toggle = (label: string) => (event: MouseEvent) => {
    const mouseClick =
      event.detail > 0 &&
      (event.nativeEvent as unknown as Partial<globalThis.PointerEvent>).pointerType !== "touch";
    if (mouseClick && open === label) return;
    setOpen((current) => (current === label ? null : label));
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative hidden lg:block"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        navRef.current?.querySelector<HTMLElement>(`[aria-controls="${baseId}-${open}"]`)?.focus();
        setOpen(null);
      }}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center gap-0.5">
        {MAIN_NAV.map((entry) => {
          if (!isGroup(entry)) {
            return (
              <li key={entry.label}>
                <NavAnchor link={entry} className={itemClass} />
              </li>
            );
          }
          const expanded = open === entry.label;
          const listId = `${baseId}-${entry.label}`;
          return (
            <li
              key={entry.label}
              className="relative"
              onPointerEnter={(event) => {
                if (!byMouse(event)) return;
                cancelClose();
                setOpen(entry.label);
              }}
              onPointerLeave={(event) => byMouse(event) && closeSoon()}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={toggle(entry.label)}
                className={cn(itemClass, expanded && "text-primary")}
              >
                {entry.label}
                <ChevronDown
                  aria-hidden
                  className={cn(
                    "h-3.5 w-3.5 transition-transform duration-150",
                    expanded && "rotate-180",
                  )}
                />
              </button>
              <div
                id={listId}
                hidden={!expanded}
                className="animate-fade-scale-in absolute left-0 top-full z-50 pt-2"
              >
                <ul className="min-w-56 rounded-xl border border-line bg-white p-2 shadow-xl">
                  {entry.items.map((item) => (
                    <li key={item.label}>
                      <NavAnchor
                        link={item}
                        onNavigate={() => setOpen(null)}
                        className="block rounded-lg px-3 py-2 text-sm text-ink transition hover:bg-primary/8 hover:text-primary focus-visible:bg-primary/8"
                      />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
