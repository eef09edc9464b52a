// The Farmers tab: the farmers of /farmers-stories in the order the picker shows them; each one
// added, edited (facts, story, photographs), moved or deleted.
import { farmerDrawing } from "../../../../content/farmers";
import { farmerPictures } from "~/lib/farmer-pictures";
import { initialsOf } from "~/lib/initials";
import type { FarmerStory } from "~common/contract/farmer-stories";
import {
  useDeleteFarmerStory,
  useFarmerStories,
  useOrderFarmerStories,
} from "../api/farmer-stories";
import { PageThumbnail } from "../media/page-thumbnail";
import { OrderedRecords } from "../ordered-records";
import { FarmerForm } from "./farmer-form";

function FarmerRow({ farmer }: { farmer: FarmerStory }) {
  const photos = farmer.photos.length;
  // The portrait /farmers-stories shows: a seeded farmer's drawing, else their first photograph.
  const { portrait } = farmerPictures(farmer);
  return (
    <>
      {portrait ? (
        <PageThumbnail
          picture={portrait}
          sizes="3.5rem"
          className="h-14 w-14 shrink-0 rounded-full"
        />
      ) : (
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-light text-sm font-semibold text-muted">
          {initialsOf(farmer.farmerName)}
        </span>
      )}
      <div className="min-w-[10rem] flex-1">
        <p className="text-sm font-semibold text-ink">{farmer.farmerName}</p>
        <p className="text-sm text-muted">
          {farmer.village}, {farmer.region} · {photos} {photos === 1 ? "photograph" : "photographs"}
          {farmerDrawing(farmer.slug) ? " and a drawing" : ""}
        </p>
      </div>
    </>
  );
}

export default function FarmersTab() {
  return (
    <OrderedRecords
      words={{
        title: "Farmers",
        description: "In the order the picker of /farmers-stories shows them.",
        addLabel: "Add farmer",
        listLabel: "Farmers, in the order shown",
        loadingText: "Loading the farmers...",
        emptyText: "No farmers yet.",
        noun: "farmer",
        deleteConsequence:
          "Their story leaves /farmers-stories at once; their photographs stay in the image library.",
      }}
      query={useFarmerStories()}
      nameOf={(farmer) => farmer.farmerName}
      order={useOrderFarmerStories()}
      remove={useDeleteFarmerStory()}
      renderForm={(farmer, onDone) => <FarmerForm farmer={farmer} onDone={onDone} />}
      renderRow={(farmer) => <FarmerRow farmer={farmer} />}
    />
  );
}
