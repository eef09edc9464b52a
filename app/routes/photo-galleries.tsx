import { startTransition, Suspense, useState } from "react";
import { Await } from "react-router";
import { galleriesIntro, type GalleryFilter } from "../../content/galleries";
import { PageHeader } from "~/components/layout/page-header";
import { ReadFailed } from "~/components/layout/read-failed";
import { GalleryFilterBar, GalleryList } from "~/features/stories/gallery-board";
import { ALL_GALLERIES } from "~/features/stories/gallery-filter";
import { readDevApi } from "~/lib/dev-api";
import { useLoaderList } from "~/lib/server-data";
import type { Route } from "./+types/photo-galleries";
import {
  linkPreview,
  loadSitePictures,
  readSitePictures,
  SitePicturesProvider,
} from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import type { PhotoGallery } from "~common/contract/photo-galleries";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/photo-galleries",
    [
      { title: "Photo Galleries | Abyssinia Green Coffee" },
      { name: "description", content: galleriesIntro.body },
    ],
    { image: linkPreview(loaderData?.sitePictures, "gallery-yirgacheffe") },
  );

/**
 * Server: the galleries as the desk keeps them, with their photographs (issue 50), and the site
 * pictures, in the HTML it sends.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ sitePictures }, galleries] = await Promise.all([
    loadSitePictures(context),
    context.listPhotoGalleries
      ? context.listPhotoGalleries()
      : readDevApi<PhotoGallery[]>("/api/photo-galleries"),
  ]);
  return { sitePictures, galleries };
}

/** Browser, arriving from another page: the page shows at once, the galleries as the API answers. */
export async function clientLoader() {
  const galleries = import("~/lib/query-layer").then(({ readThroughCache }) =>
    readThroughCache("GET /api/photo-galleries", {}),
  );
  const { sitePictures } = await readSitePictures();
  return { sitePictures, galleries };
}

function LoadingGalleries() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Loading the galleries...
    </p>
  );
}

export default function PhotoGalleriesPage({ loaderData }: Route.ComponentProps) {
  const { galleries } = loaderData;
  useLoaderList("GET /api/photo-galleries", {}, galleries);
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
          {galleries === null ? (
            <LoadingGalleries />
          ) : (
            <Suspense fallback={<LoadingGalleries />}>
              <Await
                resolve={galleries}
                errorElement={<ReadFailed title="The galleries could not be loaded" />}
              >
                {(galleries) => <GalleryList galleries={galleries} filter={filter} />}
              </Await>
            </Suspense>
          )}
        </div>
      </div>
    </SitePicturesProvider>
  );
}
