import type { MouseEvent } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useScrollToSection } from "~/lib/scroll-to-section";
import type { NavLink } from "./navigation";

/** A menu item: a route link, or a link that scrolls to a section of the home page. */
export function NavAnchor({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}) {
  const scrollTo = useScrollToSection();
  const act = (event: MouseEvent) => {
    onNavigate?.();
    if ("section" in link) {
      event.preventDefault();
      scrollTo(link.section);
    }
  };
  if ("section" in link) {
    return (
      <a href={`/#${link.section}`} onClick={act} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <RouterNavLink
      to={link.to}
      onClick={act}
      className={({ isActive }) => cn(className, isActive && "text-primary")}
    >
      {link.label}
    </RouterNavLink>
  );
}
