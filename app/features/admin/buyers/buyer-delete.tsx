// Deleting a buyer that has no request left (decision 068): its requests were deleted or moved,
// and nothing would lead a new request to it but its keys, which go with it.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { toast } from "~/lib/toast-store";
import type { BuyerDetail } from "~common/contract/buyers";
import { useDeleteBuyer } from "../api/buyers";
import { toastFailure } from "../failure-message";

export function BuyerDelete({ buyer, onDeleted }: { buyer: BuyerDetail; onDeleted: () => void }) {
  const remove = useDeleteBuyer(buyer.id);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Deleted Successfully",
          description: `The buyer ${buyer.companyName} has been removed.`,
          variant: "success",
        });
        onDeleted();
      },
      onError: (error) => toastFailure(error, "Please try again.", "Delete Failed"),
    });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-soldout hover:bg-red-50"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${buyer.companyName}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete buyer
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete buyer?"
        message={`${buyer.companyName} has no request left. Its note goes with it, and a new request from the company will start a new buyer. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirm}
        destructive
      />
    </>
  );
}
