// The trip booking dialog of /origin-trip; loaded lazily, it carries the form code.
import { Dialog } from "~/components/ui/dialog";
import { TripBookingForm } from "./trip-booking-form";

export interface TripBookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** E.g. "Ethiopia Origin Trip 2026 · December 08 to 13". */
  description: string;
}

export function TripBookingDialog({ open, onOpenChange, description }: TripBookingDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book Your Origin Trip"
      description={description}
      className="max-w-3xl"
      modalLock
    >
      <TripBookingForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

export default TripBookingDialog;
