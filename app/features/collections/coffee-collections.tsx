// The home page's Coffee Collections block (#products): the three ways to buy and four figures.
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useScrollToSection } from "~/lib/scroll-to-section";

const STATS = [
  { figure: "8+", label: "Regions" },
  { figure: "40K+", label: "Farmer Partners" },
  { figure: "Full", label: "Arabica Varietals" },
  { figure: "Year-round", label: "Availability" },
] as const;

const cardClass =
  "group flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-[0_1px_2px_rgb(27_26_23/0.04),0_12px_32px_-16px_rgb(27_26_23/0.18)] transition duration-200 hover:-translate-y-0.5 hover:border-primary/30";
const actionClass =
  "mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-primary";

function CollectionCard({
  grade,
  title,
  children,
}: {
  grade: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-secondary">{grade}</p>
      <h3 className="mt-3 text-2xl">{title}</h3>
      {children}
    </>
  );
}

export function CoffeeCollections() {
  const scrollTo = useScrollToSection();
  return (
    <section id="products" aria-labelledby="products-heading" className="bg-light py-20 md:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            Our Coffee
          </p>
          <h2 id="products-heading" className="mt-3 text-4xl md:text-5xl">
            Coffee Collections
          </h2>
          <p className="mt-4 text-lg text-muted">
            From single-station micro-lots to container contracts, every bag is traceable to the
            washing station and the farmers who picked it.
          </p>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <li>
            <Link to="/specialty" className={cardClass}>
              <CollectionCard grade="Grade 1-2" title="Specialty">
                <p className="mt-3 leading-relaxed text-muted">
                  Micro-lots of 100-500kg from Yirgacheffe, Guji, Sidamo and Limmu, washed and
                  natural, cupped in our own lab.
                </p>
                <span className={actionClass}>
                  Explore Specialty Coffee
                  <ArrowRight
                    className="h-4 w-4 transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
              </CollectionCard>
            </Link>
          </li>
          <li>
            <Link to="/commercial" className={cardClass}>
              <CollectionCard grade="Grade 3-4" title="Commercial">
                <p className="mt-3 leading-relaxed text-muted">
                  Consistent regional coffees for blends, from 5 tons to 500+ tons per month on
                  monthly contracts.
                </p>
                <span className={actionClass}>
                  Explore Commercial Coffee
                  <ArrowRight
                    className="h-4 w-4 transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
              </CollectionCard>
            </Link>
          </li>
          <li>
            <a
              href="/#contact"
              onClick={(event) => {
                event.preventDefault();
                scrollTo("contact");
              }}
              className={cardClass}
            >
              <CollectionCard grade="Contact us" title="Special Processing">
                <p className="mt-3 leading-relaxed text-muted">
                  Anaerobic, honey and extended-fermentation lots prepared to your brief at our
                  washing stations.
                </p>
                <span className={actionClass}>
                  Contact Us
                  <ArrowRight
                    className="h-4 w-4 transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
              </CollectionCard>
            </a>
          </li>
        </ul>

        <dl className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line md:grid-cols-4">
          {STATS.map(({ figure, label }) => (
            <div key={label} className="flex flex-col-reverse bg-white px-6 py-7 text-center">
              <dt className="mt-1 text-sm text-muted">{label}</dt>
              <dd className="font-display text-3xl text-primary tabular md:text-4xl">{figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
