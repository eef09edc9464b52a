// The Partners tab: the home page's partners and customers, in the order the section shows them;
// each one added, edited, moved, given a logo from the image library, or deleted.
import { useState } from "react";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { MediaImage } from "~common/contract/media";
import type { Partner } from "~common/contract/records";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { PARTNERS_KEY, useDeletePartner, useOrderPartners, usePartners } from "../api/partners";
import { ImageChooser } from "../media/image-chooser";
import { LibraryPicture } from "../media/library-picture";
import { PictureButtons } from "../media/picture-buttons";
import { toastFailure } from "../failure-message";
import { OrderedRecords } from "../ordered-records";
import { PartnerForm } from "./partner-form";

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

function PartnerRow({ partner }: { partner: Partner }) {
  return (
    <>
      <LogoTile partner={partner} />
      <div className="min-w-[10rem] flex-1">
        <p className="text-sm font-semibold text-ink">
          {partner.name}{" "}
          <span className="ml-1 rounded-full bg-light px-2 py-0.5 text-xs font-normal text-muted">
            {partner.type === "partner" ? "Partner" : "Customer"}
          </span>
        </p>
        {partner.description ? <p className="text-sm text-muted">{partner.description}</p> : null}
      </div>
    </>
  );
}

export default function PartnersTab() {
  const library = useMediaLibrary();
  const logo = useSetPlaceImages();
  const queryClient = useQueryClient();
  const [logoFor, setLogoFor] = useState<Partner | null>(null);

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
        onError: (error) => toastFailure(error, "Failed to change the logo"),
      },
    );

  return (
    <>
      <OrderedRecords
        words={{
          title: "Partners and customers",
          description:
            "In the order the home page shows them. A logo comes from the image library; without one the section shows a tile with an icon.",
          addLabel: "Add partner",
          listLabel: "Partners and customers, in the order shown",
          loadingText: "Loading partners...",
          emptyText: "No partners or customers yet.",
          noun: "partner",
          deleteConsequence:
            "It leaves the home page at once; its logo stays in the image library.",
        }}
        query={usePartners()}
        nameOf={(partner) => partner.name}
        order={useOrderPartners()}
        remove={useDeletePartner()}
        renderForm={(partner, onDone) => <PartnerForm partner={partner} onDone={onDone} />}
        renderRow={(partner) => <PartnerRow partner={partner} />}
        renderButtons={(partner) => (
          <PictureButtons
            name={partner.name}
            noun="logo"
            set={partner.logo !== null}
            onChoose={() => setLogoFor(partner)}
            onRemove={() => setLogo(partner, null)}
          />
        )}
      />
      <ImageChooser
        open={logoFor !== null}
        title={logoFor ? `Logo for ${logoFor.name}` : "Logo"}
        images={library.data ?? []}
        exclude={logoFor?.logo ? [logoFor.logo.id] : []}
        onChoose={(image) => logoFor && setLogo(logoFor, image)}
        onClose={() => setLogoFor(null)}
      />
    </>
  );
}
