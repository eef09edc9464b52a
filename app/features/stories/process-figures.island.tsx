import {
  processingFacts,
  processStats,
  type ProcessingFact,
  type ProcessStat,
} from "../../../content/process-figures";

/** The facility stats on a dark band. */
function ProcessStats({ stats }: { stats: readonly ProcessStat[] }) {
  return (
    <section aria-label="Our facility in figures" className="bg-dark py-14 text-white md:py-20">
      <dl className="container-page grid gap-10 text-center sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-2">
            <dt className="text-sm font-semibold uppercase tracking-[0.18em] text-white/70">
              {stat.label}
            </dt>
            <dd className="tabular font-display text-4xl text-accent">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Pulping, fermentation, drying and moisture: the numbers a buyer asks about. */
function ProcessingFacts({ facts }: { facts: readonly ProcessingFact[] }) {
  return (
    <section aria-labelledby="processing-facts-heading" className="container-page py-16 md:py-24">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
        At the washing station
      </p>
      <h2 id="processing-facts-heading" className="mt-3 text-3xl md:text-4xl">
        Processing Information
      </h2>
      <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
          >
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">
              {fact.label}
            </dt>
            <dd className="mt-3">
              <span className="tabular block font-display text-2xl text-primary xl:text-[1.75rem]">
                {fact.value}
              </span>
              <span className="mt-2 block text-sm leading-relaxed text-muted">{fact.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The facility in figures, then the processing facts: below the process journey. */
export function ProcessFigures() {
  return (
    <>
      <ProcessStats stats={processStats} />
      <ProcessingFacts facts={processingFacts} />
    </>
  );
}
