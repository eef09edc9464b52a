import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog as RadixDialog, NavigationMenu } from "radix-ui";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useScrollToSection } from "~/lib/scroll-to-section";
import { Logo } from "./logo";
import { isGroup, MAIN_NAV, type NavLink } from "./navigation";

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-full px-3 text-[14px] font-medium text-ink transition hover:bg-primary/8 hover:text-primary focus-visible:bg-primary/8 data-[state=open]:text-primary";

function useNavAction(onDone?: () => void) {
  const scrollTo = useScrollToSection();
  return (link: NavLink) => (event: MouseEvent) => {
    onDone?.();
    if ("section" in link) {
      event.preventDefault();
      scrollTo(link.section);
    }
  };
}

function NavAnchor({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}) {
  const act = useNavAction(onNavigate);
  if ("section" in link) {
    return (
      <a href={`/#${link.section}`} onClick={act(link)} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <RouterNavLink
      to={link.to}
      onClick={act(link)}
      className={({ isActive }) => cn(className, isActive && "text-primary")}
    >
      {link.label}
    </RouterNavLink>
  );
}

/**
 * Radix toggles a dropdown on click, so hovering (which opens it) and then clicking the same item
 * shut it again. A mouse click on an open trigger therefore keeps it open; the keyboard (a click
 * with detail 0) and touch still toggle it.
 */
function keepHoverOpenedMenu(event: MouseEvent<HTMLButtonElement>) {
  const byMouse =
    event.detail > 0 && (event.nativeEvent as Partial<PointerEvent>).pointerType !== "touch";
  if (byMouse && event.currentTarget.dataset.state === "open") event.preventDefault();
}

function DesktopMenu() {
  return (
    <NavigationMenu.Root delayDuration={80} className="relative hidden lg:block" aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-0.5">
        {MAIN_NAV.map((entry) =>
          isGroup(entry) ? (
            <NavigationMenu.Item key={entry.label} className="relative">
              <NavigationMenu.Trigger className={itemClass} onClick={keepHoverOpenedMenu}>
                {entry.label}
                <ChevronDown
                  aria-hidden
                  className="h-3.5 w-3.5 transition-transform duration-150 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="animate-fade-scale-in absolute left-0 top-full z-50 pt-2">
                <ul className="min-w-56 rounded-xl border border-line bg-white p-2 shadow-xl">
                  {entry.items.map((item) => (
                    <li key={item.label}>
                      <NavigationMenu.Link asChild>
                        <NavAnchor
                          link={item}
                          className="block rounded-lg px-3 py-2 text-sm text-ink transition hover:bg-primary/8 hover:text-primary focus-visible:bg-primary/8"
                        />
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.label}>
              <NavigationMenu.Link asChild>
                <NavAnchor link={entry} className={itemClass} />
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const linkClass =
    "block rounded-lg px-3 py-2.5 text-lg text-ink hover:bg-primary/8 hover:text-primary";
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label={open ? "Close menu" : "Open menu"}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-dark hover:bg-primary/8 lg:hidden"
      >
        <Menu className="h-6 w-6" aria-hidden />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        {/* The overlay is what locks the page's scrolling while the menu is open. */}
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-light lg:hidden" />
        <RadixDialog.Content
          className="animate-fade-in fixed inset-0 z-[60] flex flex-col bg-light lg:hidden"
          aria-describedby={undefined}
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
            <Link
              to="/offers"
              onClick={close}
              className="mt-8 flex h-12 items-center justify-center rounded-full bg-accent font-semibold text-dark"
            >
              Current Offers
            </Link>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b transition-colors duration-200",
        scrolled
          ? "border-line bg-light/95 shadow-sm backdrop-blur"
          : "border-transparent bg-light",
      )}
    >
      <div className="mx-auto flex h-16 max-w-[88rem] items-center justify-between gap-4 px-4 lg:h-[4.5rem] lg:px-6">
        <Logo />
        <DesktopMenu />
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {/* Shown at every width: on a phone it is the one link a buyer needs without the menu. */}
          <Link
            to="/offers"
            className="inline-flex h-10 items-center whitespace-nowrap rounded-full bg-accent px-3 text-[13px] font-semibold text-dark shadow-sm ring-1 ring-accent/40 transition hover:brightness-105 sm:px-4 sm:text-sm"
          >
            Current Offers
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
