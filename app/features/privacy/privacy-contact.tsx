// The privacy notice's last section, whom to write to (issue 50): the company as the exporter set
// it in the desk's Site settings (its legal name, its offices, the sales email), read through
// GET /api/site-settings once the page has its code. Nothing stands in for a fact not set.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { company } from "../../../content/company";
import { privacyContact } from "../../../content/privacy";
import { useSiteSettings } from "~/lib/site-settings";
import { contactFacts } from "~common/site-contact";

/** The section; `loading` (the page's placeholder) while the settings are read. */
export default function PrivacyContact({ loading }: { loading: ReactNode }) {
  const { data: settings, isPending } = useSiteSettings();
  if (isPending) return loading;
  const facts = contactFacts(settings ?? {});
  const addresses = facts.offices.map((office) => office.lines.join(", ")).join("; ");
  return (
    <>
      <p className="mt-4 max-w-3xl leading-relaxed text-ink/85">
        {settings?.legalName ?? company.name}, {addresses}. {privacyContact.answer}
      </p>
      {facts.salesEmail ? (
        <a
          href={`mailto:${facts.salesEmail}`}
          className="mt-4 inline-block font-semibold text-primary underline underline-offset-2"
        >
          {facts.salesEmail}
        </a>
      ) : (
        <p className="mt-4 max-w-3xl leading-relaxed text-ink/85">
          <Link to="/#contact" className="font-semibold text-primary underline underline-offset-2">
            {privacyContact.noEmail}
          </Link>
        </p>
      )}
    </>
  );
}
