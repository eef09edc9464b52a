import { formDataUses, privacySections, type FormDataUse } from "../../../content/privacy-notice";
import { privacyIntro } from "../../../content/privacy";

function FormDataCard({ use }: { use: FormDataUse }) {
  return (
    <article
      id={use.id}
      aria-labelledby={`${use.id}-title`}
      className="scroll-mt-28 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line md:p-8"
    >
      <h3 id={`${use.id}-title`} className="text-xl">
        {use.form}
      </h3>
      <dl className="mt-4 grid gap-4 text-[15px] leading-relaxed md:grid-cols-3">
        {(
          [
            ["What we collect", use.collects],
            ["Why", use.why],
            ["How long we keep it", use.kept],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              {label}
            </dt>
            <dd className="mt-1 text-ink/90">{text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The privacy notice: one card per form, then who receives the data, cookies, rights and contact. */
export function PrivacyNotice() {
  return (
    <div className="container-page max-w-4xl pt-12 md:pt-16">
      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading" className="text-3xl">
          What each form collects
        </h2>
        <div className="mt-6 space-y-5">
          {formDataUses.map((use) => (
            <FormDataCard key={use.id} use={use} />
          ))}
        </div>
      </section>
      {privacySections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`privacy-section-${index}`}
          className="mt-12 border-t border-line pt-10"
        >
          <h2 id={`privacy-section-${index}`} className="text-2xl">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-3xl leading-relaxed text-ink/85">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

export function PrivacyUpdated() {
  return (
    <p className="container-page max-w-4xl pb-12 text-sm text-muted md:pb-16">
      Last updated {privacyIntro.updated}.
    </p>
  );
}
