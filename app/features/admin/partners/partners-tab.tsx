// The Partners tab: the home page's partners and customers, in the order the section shows them;
// each one added, edited, moved, given a logo from the image library, or deleted.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { MediaImage } from "~common/contract/media";
import type { Partner } from "~common/contract/records";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { PARTNERS_KEY, useDeletePartner, useOrderPartners, usePartners } from "../api/partners";
import { failureMessage } from "../failure-message";
import { ListState } from "../list-state";
import { ImageChooser } from "../media/image-chooser";
import { LibraryPicture } from "../media/library-picture";
import { PictureButtons } from "../media/picture-buttons";
import { MoveButtons, movedIds } from "../move-buttons";
import { RecordActions } from "../record-actions";
import { PartnerForm } from "./partner-form";

const failed = (error: unknown, fallback: string) =>
  toast({
    title: "Error",
    description: failureMessage(error, fallback),
    variant: "destructive",
    duration: TOAST_FAILURE_MS,
  });

function LogoTile({ partner }: { partner: Partner }) {
  if (partner.logo)
    return (
      <LibraryPicture
        image={partner.logo}
        alt={partner.logo.alt}
        className="h-12 w-20 shrink-0 rounded-lg"
      />
    );
  return (
    <span className="flex h-12 w-20 shrink-0 items-center justify-center rounded-lg bg-light text-xs text-muted">
      No logo
    </span>
  );
}

export default function PartnersTab() {
  const partners = usePartners();
  const library = useMediaLibrary();
  const order = useOrderPartners();
  const remove = useDeletePartner();
  const logo = useSetPlaceImages();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Partner | "new" | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const [logoFor, setLogoFor] = useState<Partner | null>(null);
  const list = partners.data ?? [];

  const move = (from: number, to: number) =>
    order.mutate(movedIds(list, from, to), {
      onError: (error) => failed(error, "Failed to change the order"),
    });

  const setLogo = (partner: Partner, image: MediaImage | null) =>
    logo.mutate(
      { kind: "partner", key: String(partner.id), imageIds: image ? [image.id] : [] },
      {
        onSuccess: async () => {
          await queryClient.refetchQueries({ queryKey: PARTNERS_KEY });
          toast({
            title: image ? "Logo set" : "Logo removed",
            description: image
              ? `${partner.name} shows “${image.alt}”.`
              : `${partner.name} shows its fallback tile again.`,
            variant: "success",
          });
        },
        onError: (error) => failed(error, "Failed to change the logo"),
      },
    );

  const confirmDelete = (partner: Partner) =>
    remove.mutate(partner.id, {
      onSuccess: () =>
        toast({
          title: "Success",
          description: `${partner.name} deleted successfully`,
          variant: "success",
        }),
      onError: (error) => failed(error, "Failed to delete the partner"),
    });

  return (
    <div className="grid gap-6">
      {editing ? (
        <PartnerForm
          key={editing === "new" ? "new" : editing.id}
          partner={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <AdminCard
        title="Partners and customers"
        description="In the order the home page shows them. A logo comes from the image library; without one the section shows a tile with an icon."
        actions={
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden />
            Add partner
          </Button>
        }
      >
        <ListState
          query={partners}
          loadingText="Loading partners..."
          emptyText="No partners or customers yet."
        >
          <ol
            aria-label="Partners and customers, in the order shown"
            className="-mx-2 max-h-[40rem] divide-y divide-line overflow-y-auto px-2"
          >
            {list.map((partner, index) => (
              <li
                key={partner.id}
                aria-label={partner.name}
                className="flex flex-wrap items-center gap-4 py-3"
              >
                <LogoTile partner={partner} />
                <div className="min-w-[10rem] flex-1">
                  <p className="text-sm font-semibold text-ink">
                    {partner.name}{" "}
                    <span className="ml-1 rounded-full bg-light px-2 py-0.5 text-xs font-normal text-muted">
                      {partner.type === "partner" ? "Partner" : "Customer"}
                    </span>
                  </p>
                  {partner.description ? (
                    <p className="text-sm text-muted">{partner.description}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <MoveButtons
                    name={partner.name}
                    index={index}
                    count={list.length}
                    disabled={order.isPending}
                    onMove={move}
                  />
                  <PictureButtons
                    name={partner.name}
                    noun="logo"
                    set={partner.logo !== null}
                    onChoose={() => setLogoFor(partner)}
                    onRemove={() => setLogo(partner, null)}
                  />
                  <RecordActions
                    name={partner.name}
                    onEdit={() => setEditing(partner)}
                    onDelete={() => setDeleting(partner)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </ListState>
      </AdminCard>
      <ImageChooser
        open={logoFor !== null}
        title={logoFor ? `Logo for ${logoFor.name}` : "Logo"}
        images={library.data ?? []}
        exclude={logoFor?.logo ? [logoFor.logo.id] : []}
        onChoose={(image) => logoFor && setLogo(logoFor, image)}
        onClose={() => setLogoFor(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete partner"
        message={`Are you sure you want to delete ${deleting?.name ?? "this partner"}? It leaves the home page at once; its logo stays in the image library.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
