import { Link } from "react-router";

/**
 * The header's highlighted way to the lots, shown at every width: on a phone it is the one link a
 * buyer needs without the menu.
 */
export function CurrentOffersLink() {
  return (
    <Link
      to="/offers"
      className="inline-flex h-10 items-center whitespace-nowrap rounded-full bg-accent px-3 text-[13px] font-semibold text-dark shadow-sm ring-1 ring-accent/40 transition hover:brightness-105 sm:px-4 sm:text-sm"
    >
      Current Offers
    </Link>
  );
}
