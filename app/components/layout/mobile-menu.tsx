import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { NavAnchor } from "./nav-anchor";
import { isGroup, MAIN_NAV } from "./navigation";

const linkClass =
  "block rounded-lg px-3 py-2.5 text-lg text-ink hover:bg-primary/8 hover:text-primary";

/**
 * The full-screen phone menu (spec section 2): a modal dialog that locks the page's scrolling
 * and closes on Escape. Loaded when the menu button is first pressed (site-header.tsx).
 */
export default function MobileMenu({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets the focus back when the menu closes. */
  trigger: HTMLButtonElement | null;
}) {
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* The overlay is what locks the page's scrolling while the menu is open. */}
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-light lg:hidden" />
        <RadixDialog.Content
          className="animate-fade-in fixed inset-0 z-[60] flex flex-col bg-light lg:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger?.focus();
          }}
        >
          <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-line">
            <Logo onNavigate={close} />
            <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-primary/8"
            >
              <X className="h-6 w-6" aria-hidden />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Mobile" className="container-page flex-1 overflow-y-auto py-6">
            <ul className="space-y-1">
              {MAIN_NAV.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label} className="pt-3">
                    <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
                      {entry.label}
                    </p>
                    <ul>
                      {entry.items.map((item) => (
                        <li key={item.label}>
                          <NavAnchor link={item} className={linkClass} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.label}>
                    <NavAnchor
                      link={entry}
                      className={cn(linkClass, "font-medium")}
                      onNavigate={close}
                    />
                  </li>
                ),
              )}
            </ul>
          </nav>
          {/* The menu covers the header's Current Offers: its own stays in view below the list. */}
          <div className="container-page shrink-0 border-t border-line py-4">
            <Link
              to="/offers"
              onClick={close}
              className="flex h-12 items-center justify-center rounded-full bg-accent font-semibold text-dark"
            >
              Current Offers
            </Link>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
