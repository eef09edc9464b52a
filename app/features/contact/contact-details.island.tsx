// The contact section's details: how to reach the sales desk. Text and links only, kept as the
// server drew them on a first load.
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../../content/company";
import { listInWords } from "../../../content/facts";
import { contactSection } from "../../../content/home";
import { SocialIcon } from "./social-icons";

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

/**
 * Facebook, Instagram and LinkedIn. A profile the owner has not set yet (content/company.ts) links
 * the network's home, drawn dashed and said to be on its way, so no profile is made up.
 */
function SocialLinks() {
  const awaited = company.socialLinks.filter((link) => !link.isProfile);
  return (
    <div className="mt-10">
      <ul className="flex gap-3" aria-label="Social media">
        {company.socialLinks.map((link) => (
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

export function ContactDetails() {
  return (
    <div className="relative bg-primary px-6 py-8 text-white sm:p-8 md:p-12">
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-soft">
          {contactSection.eyebrow}
        </p>
        <h2 id="contact-heading" className="mt-3 text-4xl text-white">
          {contactSection.title}
        </h2>
        <p className="mt-4 leading-relaxed text-white/80">{contactSection.intro}</p>

        <dl className="mt-10 space-y-6">
          <ContactFact icon={<MapPin className="h-5 w-5" aria-hidden />} label="Headquarters">
            {company.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </ContactFact>
          <ContactFact icon={<Phone className="h-5 w-5" aria-hidden />} label="Phone">
            {company.phone ? (
              <a href={company.phone.href} className="tabular underline-offset-4 hover:underline">
                {company.phone.display}
              </a>
            ) : (
              // No number is published yet (content/company.ts): none is made up.
              "Leave your number in the form and we will call you back."
            )}
          </ContactFact>
          <ContactFact icon={<Mail className="h-5 w-5" aria-hidden />} label="Email">
            <a
              href={`mailto:${company.salesEmail}`}
              className="break-all underline-offset-4 hover:underline"
            >
              {company.salesEmail}
            </a>
          </ContactFact>
          <ContactFact icon={<Clock className="h-5 w-5" aria-hidden />} label="Business Hours">
            {company.businessHours.map((hours) => (
              <span key={hours} className="block">
                {hours}
              </span>
            ))}
          </ContactFact>
        </dl>

        <SocialLinks />
      </div>
    </div>
  );
}
