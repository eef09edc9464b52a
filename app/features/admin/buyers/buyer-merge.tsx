// "Merge into…" on a buyer (decision 068): when the matching took one company for two, the desk
// chooses the buyer to keep; every request of this one moves there and this one is deleted.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import type { Buyer, BuyerDetail } from "~common/contract/buyers";
import { useBuyerList, useMergeBuyer } from "../api/buyers";
import { toastFailure } from "../failure-message";

/** 'Acme (acme.com, Kenya)': enough to tell two buyers of one name apart. */
export function buyerLabel(buyer: Pick<Buyer, "companyName" | "emailDomain" | "country">): string {
  const facts = [buyer.emailDomain, buyer.country].filter(Boolean).join(", ");
  return facts ? `${buyer.companyName} (${facts})` : buyer.companyName;
}

export function BuyerMerge({
  buyer,
  onMerged,
}: {
  buyer: BuyerDetail;
  onMerged: (into: Buyer) => void;
}) {
  const everyBuyer = useBuyerList("");
  const others = (everyBuyer.data ?? []).filter((other) => other.id !== buyer.id);
  const merge = useMergeBuyer(buyer.id);
  const [intoId, setIntoId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const into = others.find((other) => String(other.id) === intoId);
  const requests = buyer.requestList.length;

  const confirm = () => {
    if (!into) return;
    merge.mutate(
      { intoId: into.id },
      {
        onSuccess: (merged) => {
          toast({
            title: "Buyers merged",
            description: `${buyer.companyName} is now part of ${merged.companyName}.`,
            variant: "success",
          });
          onMerged(merged);
        },
        onError: (error) =>
          toastFailure(error, "Failed to merge the buyers. Please try again.", "Merge Failed"),
      },
    );
  };

  if (everyBuyer.isPending) return <p className="text-sm text-muted">Loading buyers...</p>;
  if (others.length === 0)
    return <p className="text-sm text-muted">There is no other buyer to merge into.</p>;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Select
        aria-label="Merge into"
        placeholder="Choose the buyer to keep"
        value={intoId}
        options={others.map((other) => ({ value: String(other.id), label: buyerLabel(other) }))}
        onValueChange={setIntoId}
        className="sm:max-w-sm"
      />
      <Button
        variant="outline"
        size="sm"
        disabled={!into || merge.isPending}
        onClick={() => setConfirming(true)}
      >
        {merge.isPending ? "Merging..." : "Merge into…"}
      </Button>
      <ConfirmDialog
        open={confirming && into !== undefined}
        onOpenChange={setConfirming}
        title="Merge buyers?"
        message={
          into
            ? `${requests === 1 ? "The 1 request" : `All ${requests} requests`} of ${buyer.companyName} will move to ${buyerLabel(into)}, its note will be added to that buyer's, and ${buyer.companyName} will be deleted. This cannot be undone.`
            : ""
        }
        confirmLabel="Merge"
        onConfirm={confirm}
        destructive
      />
    </div>
  );
}
