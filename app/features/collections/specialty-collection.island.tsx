// /specialty's own words, islands kept as the server drew them: its page header, and the micro-lot
// banner and flavour profiles above the coffees.
import { Info } from "lucide-react";
import { regionalFlavorProfiles } from "../../../content/regional-flavors";
import { CollectionBanner } from "./collection-banner";
import { PageHeader } from "~/components/layout/page-header";

export function SpecialtyTitle() {
  return (
    <PageHeader eyebrow="Grade 1-2 · Micro-lots" title="Our Specialty Coffee Collection">
      Washed and natural lots from named washing stations and smallholder groups, cupped and graded
      in our Addis Ababa lab.
    </PageHeader>
  );
}

/** The micro-lot banner and the regions' flavour profiles, above the coffees. */
export function SpecialtyIntro() {
  return (
    <div className="space-y-8">
      <MicroLotBanner />
      <FlavorProfileStrip />
    </div>
  );
}

function MicroLotBanner() {
  return (
    <CollectionBanner icon={Info} title="Micro-lots, traceable to the washing station">
      Specialty micro-lots are typically 100-500kg, and every coffee on this page is a Grade 1-2
      offering. Choose a variety or locality, pick Washed or Natural and request a 100-500g sample
      to cup before you commit.
    </CollectionBanner>
  );
}

function FlavorProfileStrip() {
  return (
    <section aria-labelledby="flavor-profiles-heading">
      <h2 id="flavor-profiles-heading" className="text-2xl">
        Regional Flavor Profiles
      </h2>
      <ul className="mt-4 grid snap-x snap-mandatory auto-cols-[78%] grid-flow-col gap-4 overflow-x-auto pb-2 sm:auto-cols-[45%] lg:grid-flow-row lg:grid-cols-5 lg:overflow-visible">
        {regionalFlavorProfiles.map((profile) => (
          <li key={profile.region} className="snap-start rounded-2xl bg-primary p-5 text-white">
            <p className="font-display text-xl">{profile.region}</p>
            <p className="mt-0.5 text-xs uppercase tracking-[0.14em] text-white/70 tabular">
              {profile.altitude}
            </p>
            <p className="mt-3 text-sm leading-snug text-white/90">{profile.cup}</p>
            <ul
              className="mt-3 flex flex-wrap gap-1.5"
              aria-label={`${profile.region} tasting notes`}
            >
              {profile.notes.map((note) => (
                <li
                  key={note}
                  className="rounded-full bg-white/12 px-2.5 py-0.5 text-xs font-medium text-white"
                >
                  {note}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
