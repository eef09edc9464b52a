import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/dialog";
import { toast } from "~/lib/toast-store";
import { availabilityLabel, type Availability } from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import { usdText } from "~common/trade-figures";
import { AdminCard } from "../admin-card";
import { useDeleteOffer, useOffers } from "../api/offers";
import { failureMessage } from "../failure-message";
import { ListState } from "../list-state";
import { RecordActions } from "../record-actions";
import type { Offer } from "~common/contract/records";

const availabilityTone: Record<Availability, BadgeTone> = {
  "in-stock": "green",
  "pre-ship": "yellow",
  "sold-out": "red",
};

export const DELETE_OFFER_MESSAGE =
  "Are you sure you want to delete this coffee offer? This action cannot be undone.";

export function OfferList({
  editingId,
  onEdit,
  onDeleted,
}: {
  editingId: number | null;
  onEdit: (offer: Offer) => void;
  onDeleted: (id: number) => void;
}) {
  const offers = useOffers();
  const remove = useDeleteOffer();
  const [pendingDelete, setPendingDelete] = useState<Offer | null>(null);

  const confirmDelete = (offer: Offer) =>
    remove.mutate(offer.id, {
      onSuccess: () => {
        toast({ title: "Coffee offer deleted successfully", variant: "success" });
        onDeleted(offer.id);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: failureMessage(error, "Failed to delete offer"),
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });

  const list = offers.data ?? [];
  return (
    <AdminCard
      title={`Current Offers (${list.length})`}
      description="Newest first. Edit fills the form; delete asks first."
      className="xl:sticky xl:top-24"
    >
      <ListState
        query={offers}
        emptyText="No offers yet. Add the first lot with the form."
        loadingText="Loading offers..."
      >
        <ul className="-mx-2 max-h-[70vh] space-y-2 overflow-y-auto px-2 py-1 xl:max-h-[calc(100vh-15rem)]">
          {list.map((offer) => (
            <li
              key={offer.id}
              className={
                offer.id === editingId
                  ? "rounded-xl border border-primary/40 bg-primary/5 p-4 ring-2 ring-primary/15"
                  : "rounded-xl border border-line bg-white p-4 transition hover:border-primary/25"
              }
            >
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0">
                  <h3 className="text-lg">{offer.name}</h3>
                  <p className="text-sm text-muted">
                    {[offer.region, offer.processing, offer.variety].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <Badge tone={availabilityTone[offer.availability] ?? "grey"}>
                  {availabilityLabel(offer.availability)}
                </Badge>
              </div>
              <dl className="tabular mt-3 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted">Cup score</dt>
                  <dd className="font-semibold text-dark">{offer.cupScore}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">Lot size</dt>
                  <dd className="font-semibold text-dark">{offer.lotSize} bags</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">Price / lb</dt>
                  <dd className="font-semibold text-dark">{usdText(offer.pricePerLbs)}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 truncate text-xs text-muted">
                  {offer.flavorProfile.join(", ")}
                </p>
                <RecordActions
                  name={offer.name}
                  onEdit={() => onEdit(offer)}
                  onDelete={() => setPendingDelete(offer)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title="Delete coffee offer"
        message={DELETE_OFFER_MESSAGE}
        confirmLabel="Delete"
        destructive
        onConfirm={() => (pendingDelete ? confirmDelete(pendingDelete) : undefined)}
      />
    </AdminCard>
  );
}
