// The single-offer sample modal of /offers: load it lazily, it carries the form code.
import { Dialog } from "~/components/ui/dialog";
import { offerSampleCoffee } from "./sample-coffee";
import { SampleRequestForm } from "./sample-request-form";
import type { Offer } from "~common/contract/records";

export interface OfferSampleDialogProps {
  offer: Offer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OfferSampleDialog({ offer, open, onOpenChange }: OfferSampleDialogProps) {
  return (
    <Dialog
      open={open && offer !== null}
      onOpenChange={onOpenChange}
      title="Request a Sample"
      description="Green samples leave our Addis Ababa lab within 24-48 hours."
    >
      {offer ? (
        <SampleRequestForm
          key={offer.id}
          coffee={offerSampleCoffee(offer)}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

export default OfferSampleDialog;
