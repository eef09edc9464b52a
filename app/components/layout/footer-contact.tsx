// The footer's way to the sales desk (issue 50): the phone and sales email as the exporter set
// them in the desk's Site settings, read through GET /api/site-settings once the page has its
// code, as the contact section reads them. Nothing shows in their place while they are not set.
import { useSiteSettings } from "~/lib/site-settings";
import { contactFacts } from "~common/site-contact";

const linkClass = "underline-offset-2 hover:text-white hover:underline";

export default function FooterContact() {
  const { data: settings } = useSiteSettings();
  if (!settings) return null;
  const { phone, salesEmail } = contactFacts(settings);
  if (!phone && !salesEmail) return null;
  return (
    <p className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-white/80">
      {phone ? (
        <a href={phone.href} className={linkClass}>
          {phone.display}
        </a>
      ) : null}
      {salesEmail ? (
        <a href={`mailto:${salesEmail}`} className={linkClass}>
          {salesEmail}
        </a>
      ) : null}
    </p>
  );
}
