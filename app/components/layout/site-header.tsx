import { Menu as MenuIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { CurrentOffersLink } from "./current-offers-link";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";

type MenuCode = typeof import("./mobile-menu");
let menuCode: MenuCode | undefined;
const loadMobileMenu = () => import("./mobile-menu").then((code) => (menuCode = code));
const fetchMenuAhead = () => void loadMobileMenu().catch(() => undefined);

/**
 * The phone menu's button; the menu itself loads when it is first wanted. Should its code not
 * arrive (no network), the menu stays closed and the page as it was, and the next press asks again.
 */
function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(() => menuCode);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const Menu = code?.default;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={fetchMenuAhead}
        onFocus={fetchMenuAhead}
        onClick={() => {
          setOpen(true);
          if (!code) loadMobileMenu().then(setCode, () => setOpen(false));
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-dark hover:bg-primary/8 lg:hidden"
      >
        <MenuIcon className="h-6 w-6" aria-hidden />
      </button>
      {Menu ? <Menu open={open} onOpenChange={setOpen} trigger={button.current} /> : null}
    </>
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
          <CurrentOffersLink />
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
