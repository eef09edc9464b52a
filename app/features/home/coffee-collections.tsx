// The home page's Coffee Collections block (#products): Specialty, Commercial and Special
// Processing, then four figures. The copy is in content/company.ts.
import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { coffeeCollections, type CoffeeCollection } from "../../../content/home";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useScrollToSection } from "~/lib/scroll-to-section";

const cardClass =
  "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(27_26_23/0.04),0_12px_32px_-16px_rgb(27_26_23/0.18)] transition duration-200 hover:-translate-y-0.5 hover:border-primary/30 has-focus-visible:-translate-y-0.5 has-focus-visible:ring-2 has-focus-visible:ring-accent";
// The call to action's ::after covers the card, so the whole card is clickable while the link's
// name stays its own short label.
const actionClass =
  "mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";

function CollectionCard({
  collection,
  action,
}: {
  collection: CoffeeCollection;
  action: ReactNode;
}) {
  return (
    <article className={cardClass}>
      <div className="aspect-[16/10] overflow-hidden bg-light">
        <ResponsiveImage
          id={collection.image.id}
          alt={collection.image.alt}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
          {collection.grade}
        </p>
        <h3 className="mt-2 text-2xl">{collection.name}</h3>
        <p className="mt-3 leading-relaxed text-muted">{collection.description}</p>
        <ul className="mt-4 space-y-1.5 text-sm text-ink">
          {collection.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-secondary" aria-hidden />
              {highlight}
            </li>
          ))}
        </ul>
        {action}
      </div>
    </article>
  );
}

function ActionLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden />
    </>
  );
}

export function CoffeeCollections() {
  const scrollTo = useScrollToSection();
  return (
    <section id="products" aria-labelledby="products-heading" className="bg-light py-20 md:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary">
            {coffeeCollections.eyebrow}
          </p>
          <h2 id="products-heading" className="mt-3 text-4xl md:text-5xl">
            {coffeeCollections.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{coffeeCollections.intro}</p>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {coffeeCollections.collections.map((collection) => {
            const { href } = collection.cta;
            return (
              <li key={collection.id}>
                <CollectionCard
                  collection={collection}
                  action={
                    href.startsWith("#") ? (
                      <a
                        href={`/${href}`}
                        onClick={(event) => {
                          event.preventDefault();
                          scrollTo(href.slice(1));
                        }}
                        className={actionClass}
                      >
                        <ActionLabel label={collection.cta.label} />
                      </a>
                    ) : (
                      <Link to={href} className={actionClass}>
                        <ActionLabel label={collection.cta.label} />
                      </Link>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>

        {/* Four across only from lg: at 768-1023 px a quarter of the row is too narrow for
            "Year-round" in the display size, and the tile would clip it. */}
        <dl className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line lg:grid-cols-4">
          {coffeeCollections.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end bg-white px-3 py-7 text-center sm:px-5"
            >
              <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
              <dd className="whitespace-nowrap font-display text-2xl text-primary tabular sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-center text-xs text-muted">{coffeeCollections.statsNote}</p>
      </div>
    </section>
  );
}
