// The contact section's facts (issue 50): how to reach the sales desk, as the exporter set them in
// the desk's Site settings. They are read through GET /api/site-settings once the page has its
// code, like the partners' records, so a save in the desk shows to the next visitor at once and
// the home page's first load stays as it was. Nothing stands in for a fact that is not set.
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { listInWords } from "../../../content/facts";
import { SocialIcon } from "./social-icons";
import { useSiteSettings } from "~/lib/site-settings";
import { contactFacts, type SocialLink } from "~common/site-contact";

function ContactFact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-10 pl-13.5 sm:pl-14">
      <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-white/60">
        <span className="absolute left-0 top-0 flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-accent">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-[15px] text-white sm:text-base">{children}</dd>
    </div>
  );
}

const Lines = ({ lines }: { lines: string[] }) =>
  lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));

/**
 * Facebook, Instagram and LinkedIn. A profile the exporter has not set yet links the network's
 * home, drawn dashed and said to be on its way, so no profile is made up.
 */
function SocialLinks({ links }: { links: SocialLink[] }) {
  const awaited = links.filter((link) => !link.isProfile);
  return (
    <div className="mt-10">
      <ul className="flex gap-3" aria-label="Social media">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.network}
              aria-describedby={link.isProfile ? undefined : "social-awaited"}
              className={`flex h-11 w-11 items-center justify-center rounded-full border text-white transition hover:border-accent hover:bg-white/10 hover:text-accent ${link.isProfile ? "border-white/25" : "border-dashed border-white/40"}`}
            >
              <SocialIcon network={link.network} className="h-5 w-5" />
            </a>
          </li>
        ))}
      </ul>
      {awaited.length > 0 ? (
        <p id="social-awaited" className="mt-3 max-w-sm text-xs leading-relaxed text-white/75">
          Our company {awaited.length === 1 ? "page" : "pages"} on{" "}
          {listInWords(awaited.map((link) => link.network))} {awaited.length === 1 ? "is" : "are"}{" "}
          coming soon; {awaited.length === 1 ? "this link" : "these links"} will lead there.
        </p>
      ) : null}
    </div>
  );
}

/** The facts; `loading` (the section's placeholder) while the settings are read. */
export default function ContactFacts({ loading }: { loading: ReactNode }) {
  const { data: settings, isPending } = useSiteSettings();
  if (isPending) return loading;
  // A failed read shows what needs no setting (spec section 8 shows no error here).
  const facts = contactFacts(settings ?? {});
  return (
    <>
      <dl className="mt-10 space-y-6">
        {facts.offices.map((office) => (
          <ContactFact
            key={office.label}
            icon={<MapPin className="h-5 w-5" aria-hidden />}
            label={office.label}
          >
            <Lines lines={office.lines} />
          </ContactFact>
        ))}
        <ContactFact icon={<Phone className="h-5 w-5" aria-hidden />} label="Phone">
          {facts.phone ? (
            <a href={facts.phone.href} className="tabular underline-offset-4 hover:underline">
              {facts.phone.display}
            </a>
          ) : (
            "Leave your number in the form and we will call you back."
          )}
        </ContactFact>
        <ContactFact icon={<Mail className="h-5 w-5" aria-hidden />} label="Email">
          {facts.salesEmail ? (
            <a
              href={`mailto:${facts.salesEmail}`}
              className="break-all underline-offset-4 hover:underline"
            >
              {facts.salesEmail}
            </a>
          ) : (
            "Write to us with the form; the sales team answers within 24 hours."
          )}
        </ContactFact>
        {facts.businessHours.length ? (
          <ContactFact icon={<Clock className="h-5 w-5" aria-hidden />} label="Business Hours">
            <Lines lines={facts.businessHours} />
          </ContactFact>
        ) : null}
      </dl>
      <SocialLinks links={facts.socialLinks} />
    </>
  );
}
