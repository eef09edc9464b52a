import {
  BookOpen,
  HandCoins,
  Leaf,
  Scale,
  Sprout,
  TrendingUp,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ImpactCommitment, ImpactPillar, ImpactStat } from "../../../content/impact-programme";
import type { ContentImage } from "../../../content/media";
import { ResponsiveImage } from "~/components/ui/responsive-image";

// One icon per commitment and pillar, in content order.
const COMMITMENT_ICONS: readonly LucideIcon[] = [HandCoins, BookOpen, Trophy, Leaf];
const PILLAR_ICONS: readonly LucideIcon[] = [Scale, Sprout, TrendingUp, Users];

export function ImpactCommitments({ commitments }: { commitments: readonly ImpactCommitment[] }) {
  return (
    <section aria-labelledby="commitments-heading" className="container-page py-16 md:py-24">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">What we do</p>
      <h2 id="commitments-heading" className="mt-3 text-3xl md:text-4xl">
        Our Core Commitments
      </h2>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {commitments.map((commitment, index) => {
          const Icon = COMMITMENT_ICONS[index % COMMITMENT_ICONS.length] ?? Leaf;
          return (
            <li
              key={commitment.id}
              className="flex flex-col rounded-2xl border border-line bg-white p-7 shadow-sm md:p-8"
            >
              <span
                aria-hidden
                className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary"
              >
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-2xl">{commitment.title}</h3>
              <p className="mt-3 leading-relaxed text-ink/85">{commitment.body}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
                {commitment.points.map((point) => (
                  <li
                    key={point}
                    className="rounded-2xl bg-light px-3 py-1 text-sm text-ink/80 ring-1 ring-inset ring-line"
                  >
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ImpactStats({ stats }: { stats: readonly ImpactStat[] }) {
  return (
    <section aria-label="Our impact in figures" className="bg-primary py-14 text-white md:py-20">
      <dl className="container-page grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            // Reversed, the figure is drawn first; packed to the top, the figures of a row line up.
            className="flex flex-col-reverse justify-end border-l-2 border-accent/60 pl-5"
          >
            <dt>
              <span className="block text-sm font-semibold uppercase tracking-[0.16em] text-white">
                {stat.label}
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-white/70">
                {stat.detail}
              </span>
            </dt>
            <dd className="tabular mb-2 font-display text-5xl text-accent">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ImpactPillars({
  pillars,
  image,
}: {
  pillars: readonly ImpactPillar[];
  image: ContentImage;
}) {
  return (
    <section aria-labelledby="pillars-heading" className="container-page py-16 md:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            How we measure it
          </p>
          <h2 id="pillars-heading" className="mt-3 text-3xl md:text-4xl">
            Four Pillars of Impact
          </h2>
          <div className="mt-8 overflow-hidden rounded-2xl bg-primary/10 shadow-sm">
            <ResponsiveImage
              id={image.id}
              alt={image.alt}
              sizes="(min-width: 1024px) 28rem, 100vw"
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {pillars.map((pillar, index) => {
            const Icon = PILLAR_ICONS[index % PILLAR_ICONS.length] ?? Users;
            return (
              <li
                key={pillar.title}
                className="rounded-2xl border border-line bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden className="h-6 w-6 text-secondary" />
                <h3 className="mt-4 text-xl">{pillar.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-ink/85">{pillar.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
