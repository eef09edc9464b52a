// The sample dialog of /specialty and /commercial, opened from a coffee of a variety card.
import { COFFEE_CATEGORIES } from "~common/constants";
import { Dialog } from "~/components/ui/dialog";
import { collectionSampleCoffee, type CollectionCoffee } from "./sample-coffee";
import { SampleRequestForm } from "./sample-request-form";

export interface CollectionSampleDialogProps {
  coffee: CollectionCoffee | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CollectionSampleDialog({
  coffee,
  open,
  onOpenChange,
}: CollectionSampleDialogProps) {
  const categoryLabel = COFFEE_CATEGORIES.find(
    (choice) => choice.value === coffee?.category,
  )?.label;
  return (
    <Dialog
      open={open && coffee !== null}
      onOpenChange={onOpenChange}
      title={categoryLabel ? `Request a ${categoryLabel} Sample` : "Request a Sample"}
      description="Green samples leave our Addis Ababa lab within 24-48 hours."
    >
      {coffee ? (
        <SampleRequestForm
          key={coffee.id}
          coffee={collectionSampleCoffee(coffee)}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

export default CollectionSampleDialog;
