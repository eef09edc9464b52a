import { startTransition, useState } from "react";
import { galleries, galleriesIntro, type GalleryFilter } from "../../content/galleries";
import { PageHeader } from "~/components/layout/page-header";
import { GalleryFilterBar, GalleryList } from "~/features/stories/gallery-board";
import { ALL_GALLERIES } from "~/features/stories/gallery-filter";
import type { Route } from "./+types/photo-galleries";
import { loadPictures, readPictures, SitePicturesProvider } from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/photo-galleries",
    [
      { title: "Photo Galleries | Abyssinia Green Coffee" },
      { name: "description", content: galleriesIntro.body },
    ],
    { image: "/media/gallery-yirgacheffe-1280.webp" },
  );

/**
 * Server: the photographs set in the page's pictures and those added to the galleries (issue 50),
 * in the HTML it sends; in the browser after a navigation, through the API.
 */
export const loader = ({ context }: Route.LoaderArgs) => loadPictures(context);
export const clientLoader = readPictures;

export default function PhotoGalleriesPage({ loaderData }: Route.ComponentProps) {
  const [filter, setFilter] = useState<GalleryFilter>(ALL_GALLERIES);
  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <PageHeader eyebrow={galleriesIntro.eyebrow} title={galleriesIntro.title}>
        <p>{galleriesIntro.body}</p>
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        {/* A gallery drawn again after a filter loads its code once: the page before stays till then. */}
        <GalleryFilterBar
          value={filter}
          onChange={(next) => startTransition(() => setFilter(next))}
        />
        <div className="mt-10 md:mt-12">
          <GalleryList
            galleries={galleries}
            filter={filter}
            photos={loaderData.contentPhotos?.gallery}
          />
        </div>
      </div>
    </SitePicturesProvider>
  );
}
