import { AdminCard } from "../admin-card";
import { MediaLibrary } from "./media-library";
import { PhotoUploader } from "./photo-uploader";
import { PlacePhotos } from "./place-photos";
import { SitePictures } from "./site-pictures";

/**
 * The Media tab (issue 50): upload photographs, give them words, set the site pictures and add
 * photographs to the origins' stories. (The farmers' and the galleries' photographs are set in
 * their own tabs, with their words.)
 */
export default function MediaTab() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div className="space-y-6">
        <AdminCard
          title="New photographs"
          description="Each photograph is sent on its own, with its progress; then give it its alt text."
        >
          <PhotoUploader />
        </AdminCard>
        <MediaLibrary />
        <PlacePhotos kind="origin-story" />
      </div>
      <SitePictures />
    </div>
  );
}
