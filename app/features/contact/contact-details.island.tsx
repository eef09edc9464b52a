// The contact section's words: text only, kept as the server drew them on a first load. The
// facts beneath them come from the exporter's settings (contact-facts.tsx).
import { contactSection } from "../../../content/home";

export function ContactIntro() {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-soft">
        {contactSection.eyebrow}
      </p>
      <h2 id="contact-heading" className="mt-3 text-4xl text-white">
        {contactSection.title}
      </h2>
      <p className="mt-4 leading-relaxed text-white/80">{contactSection.intro}</p>
    </>
  );
}
