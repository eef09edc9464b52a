import { Droplets, HandHeart, MapPin, Mountain, Sprout, Users } from "lucide-react";
import type { ReactNode } from "react";
import { originStories, type OriginStoryId } from "../../../content/origin-stories";
import { originStoryDetails } from "../../../content/origin-story-details";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PublicImage } from "~common/contract/media";
import { StoryPhotos } from "./story-photos";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // Only dt and dd may sit in a dl's group, so the icon lives inside the dt.
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        <span
          aria-hidden
          className="absolute left-0 top-0.5 flex h-9 w-9 items-center justify-center rounded-full bg-primary/8 text-secondary"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[15px] font-medium text-ink">{children}</dd>
    </div>
  );
}

function StoryBlock({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-7">
      <h3 className="flex items-center gap-2.5 text-xl">
        <span aria-hidden className="text-secondary">
          {icon}
        </span>
        {title}
      </h3>
      <p className="mt-3 text-[15px] leading-relaxed text-ink/85">{children}</p>
    </section>
  );
}

/**
 * Everything about one origin: its facts, the cup, and the people and place behind it, with the
 * photographs the desk added to it (opening the viewer of the image set around it). An island of
 * /coffee-stories: the chosen origin's story keeps the server's HTML.
 */
export function OriginStoryDetail({
  id,
  photos = [],
}: {
  id: OriginStoryId;
  photos?: PublicImage[];
}) {
  const origin = { ...originStories.find((card) => card.id === id)!, ...originStoryDetails[id] };
  return (
    <article
      aria-labelledby="origin-detail-heading"
      className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12"
    >
      {/* Below lg the carousel card already shows the picture: the story leads, then the facts. */}
      <div className="space-y-6 max-lg:contents">
        <div className="overflow-hidden rounded-2xl bg-primary/10 shadow-sm max-lg:hidden">
          <ResponsiveImage
            id={origin.image.id}
            alt={origin.image.alt}
            sizes="(min-width: 1152px) 28rem, (min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/3] h-full w-full object-cover"
          />
        </div>
        <StoryPhotos photos={photos} label={`Photographs of ${origin.name}`} className="order-2" />
        <dl className="order-2 grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Fact icon={<MapPin className="h-4 w-4" />} label="Region">
            {origin.region}
          </Fact>
          <Fact icon={<Mountain className="h-4 w-4" />} label="Altitude">
            <span className="tabular">{origin.altitude}</span>
          </Fact>
          <Fact icon={<Droplets className="h-4 w-4" />} label="Processing">
            {origin.process}
          </Fact>
          <Fact icon={<Sprout className="h-4 w-4" />} label="Variety">
            {origin.variety}
          </Fact>
        </dl>
      </div>

      <div className="space-y-6 max-lg:contents">
        <div className="order-1">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            Origin Story
          </p>
          <h2 id="origin-detail-heading" className="mt-2 text-3xl md:text-4xl">
            {origin.name}
          </h2>
          <h3 className="mt-5 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            Tasting Notes
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {origin.tastingNotes.map((note) => (
              <li
                key={note}
                className="rounded-full bg-accent/15 px-3.5 py-1 text-sm font-semibold text-dark ring-1 ring-inset ring-accent/30"
              >
                {note}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-base leading-relaxed text-ink/90 md:text-[17px]">
            {origin.story}
          </p>
        </div>
        <div className="order-3 space-y-6">
          <StoryBlock icon={<Users className="h-5 w-5" />} title="Farmer Partnership">
            {origin.farmerStory}
          </StoryBlock>
          <StoryBlock icon={<HandHeart className="h-5 w-5" />} title="Community Impact">
            {origin.impact}
          </StoryBlock>
        </div>
      </div>
    </article>
  );
}
