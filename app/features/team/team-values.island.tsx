import { teamValues, teamValuesIntro } from "../../../content/team";

export function TeamValues() {
  return (
    <section aria-labelledby="team-values-heading" className="bg-primary py-20 text-light md:py-24">
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-soft">
          {teamValuesIntro.eyebrow}
        </p>
        <h2 id="team-values-heading" className="mt-3 text-4xl text-light md:text-5xl">
          {teamValuesIntro.title}
        </h2>
        <ol className="mt-12 grid gap-x-10 gap-y-10 md:grid-cols-2">
          {teamValues.map((value, index) => (
            <li key={value.title} className="flex gap-5 border-t border-light/15 pt-6">
              <span aria-hidden className="w-11 shrink-0 font-display text-3xl text-accent tabular">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-2xl text-light">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-light/75">{value.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
