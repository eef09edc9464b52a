import { CalendarRange, Check, Coins, Home, LandPlot, Mountain, Package } from "lucide-react";
import type { ReactNode } from "react";
import { partnershipImpact } from "../../../content/farmer-stories";
import { initialsOf } from "~/lib/initials";
import type { FarmerStory } from "~common/contract/farmer-stories";
import { ZoomableImage } from "~/components/ui/zoomable-image";
import { farmerPictures } from "~/lib/farmer-pictures";
import { StoryPhotos } from "./story-photos";

function KeyFact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-xs">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        <span aria-hidden className="text-secondary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="tabular mt-2 text-[15px] font-medium leading-snug text-ink">{children}</dd>
    </div>
  );
}

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="tabular text-right text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function StorySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-2xl">{title}</h3>
      <div className="mt-3 text-[15px] leading-relaxed text-ink/85 md:text-base">{children}</div>
    </section>
  );
}

/**
 * One farmer's story: the facts of the farm, the family, the story and what the partnership
 * changed, with their photographs (issue 50). An island of /farmers-stories, inside the page's
 * image set, which opens the portrait and photographs in the viewer (decision 050).
 */
export function FarmerProfile({ farmer }: { farmer: FarmerStory }) {
  const { portrait, photos } = farmerPictures(farmer);
  const family = `${farmer.farmerWife} and ${farmer.children} children`;

  return (
    <article
      aria-labelledby="farmer-heading"
      className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14"
    >
      {/* On a phone the two columns dissolve, so the name and key facts follow the photo. */}
      <div className="space-y-6 max-lg:contents">
        {portrait ? (
          <ZoomableImage
            image={portrait}
            sizes="(min-width: 1152px) 28rem, (min-width: 1024px) 40vw, 100vw"
            className="order-1 aspect-[4/5] rounded-2xl shadow-md sm:aspect-[16/10] lg:aspect-[4/5]"
            priority
          />
        ) : (
          <div
            aria-hidden
            className="order-1 flex aspect-[16/10] items-center justify-center rounded-2xl bg-primary/10 font-display text-6xl text-primary/60 lg:aspect-[4/5]"
          >
            {initialsOf(farmer.farmerName)}
          </div>
        )}
        <StoryPhotos
          photos={photos}
          label={`Photographs of ${farmer.farmerName}'s farm`}
          className="order-1"
        />
        <section
          aria-labelledby="farmer-profile-heading"
          className="order-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
        >
          <h3 id="farmer-profile-heading" className="text-xl">
            Farmer Profile
          </h3>
          <dl className="mt-3 divide-y divide-line">
            <ProfileRow label="Farmer">{farmer.farmerName}</ProfileRow>
            <ProfileRow label="Wife">{farmer.farmerWife}</ProfileRow>
            <ProfileRow label="Village">{farmer.village}</ProfileRow>
            <ProfileRow label="Region">{farmer.region}</ProfileRow>
            <ProfileRow label="Children">{farmer.children}</ProfileRow>
            <ProfileRow label="Children in school">{farmer.schoolChildren}</ProfileRow>
            <ProfileRow label="Walk to school">{farmer.walkToSchool}</ProfileRow>
            <ProfileRow label="Farming experience">{farmer.farmingExperience}</ProfileRow>
          </dl>
        </section>
      </div>

      <div className="space-y-10 max-lg:contents">
        <div className="order-2">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            {farmer.village}, {farmer.region}
          </p>
          <h2 id="farmer-heading" className="mt-2 text-4xl md:text-5xl">
            {farmer.farmerName}
          </h2>
          <dl className="mt-7 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <KeyFact icon={<Mountain className="h-4 w-4" />} label="Altitude">
              {farmer.altitude}
            </KeyFact>
            <KeyFact icon={<LandPlot className="h-4 w-4" />} label="Land Size">
              {farmer.landSize}
            </KeyFact>
            <KeyFact icon={<Home className="h-4 w-4" />} label="Family">
              {family}
            </KeyFact>
            <KeyFact icon={<Package className="h-4 w-4" />} label="Production">
              {farmer.production}
            </KeyFact>
            <KeyFact icon={<Coins className="h-4 w-4" />} label="Cherry Price">
              {farmer.cherryPrice}
            </KeyFact>
            <KeyFact icon={<CalendarRange className="h-4 w-4" />} label="Pick Season">
              {farmer.pickSeason}
            </KeyFact>
          </dl>
        </div>

        <div className="order-4 space-y-10">
          <StorySection title="The Story">
            <p>{farmer.story}</p>
          </StorySection>
          <StorySection title="Challenges">
            <p>{farmer.challenges}</p>
          </StorySection>
          <StorySection title="Impact">
            <p>{farmer.impact}</p>
          </StorySection>
          <StorySection title="Farming Practices">
            <ul className="grid gap-3 sm:grid-cols-2">
              {farmer.farmingPractices.map((practice) => (
                <li
                  key={practice}
                  className="flex gap-3 rounded-xl bg-white p-4 text-sm leading-relaxed shadow-xs ring-1 ring-line"
                >
                  <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                  {practice}
                </li>
              ))}
            </ul>
          </StorySection>

          <section
            aria-labelledby="partnership-impact-heading"
            className="relative overflow-hidden rounded-2xl bg-primary p-7 text-white shadow-lg md:p-9"
          >
            <div
              aria-hidden
              className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-accent/20 blur-3xl"
            />
            <h3
              id="partnership-impact-heading"
              className="relative text-2xl text-white first-letter:uppercase"
            >
              {partnershipImpact.title}
            </h3>
            <p className="relative mt-2 text-white/80">{partnershipImpact.body}</p>
            <ul className="relative mt-7 grid gap-6 sm:grid-cols-2">
              {partnershipImpact.items.map((item) => (
                <li key={item.label} className="border-l-2 border-accent/70 pl-4">
                  <span className="tabular block font-display text-3xl text-accent">
                    {item.value}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-white/80">
                    {item.label}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
