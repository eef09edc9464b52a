// The Team tab: the people on /team in the order the page shows them; each one added, edited,
// moved, given a portrait from the image library, or deleted.
import { useState } from "react";
import { initialsOf } from "~/lib/initials";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { MediaImage } from "~common/contract/media";
import type { TeamMember } from "~common/contract/team-members";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import {
  TEAM_KEY,
  useDeleteTeamMember,
  useOrderTeamMembers,
  useTeamMembers,
} from "../api/team-members";
import { ImageChooser } from "../media/image-chooser";
import { LibraryPicture } from "../media/library-picture";
import { PictureButtons } from "../media/picture-buttons";
import { toastFailure } from "../failure-message";
import { OrderedRecords } from "../ordered-records";
import { TeamMemberForm } from "./team-member-form";

function PortraitTile({ member }: { member: TeamMember }) {
  if (member.portrait)
    return (
      <LibraryPicture
        image={member.portrait}
        alt={member.portrait.alt}
        className="h-14 w-14 shrink-0 rounded-full"
      />
    );
  return (
    <span
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-light text-sm font-semibold text-muted"
      title="No portrait yet: the card shows the initials"
    >
      {initialsOf(member.name)}
    </span>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  return (
    <>
      <PortraitTile member={member} />
      <div className="min-w-[10rem] flex-1">
        <p className="text-sm font-semibold text-ink">
          {member.name}{" "}
          <span className="ml-1 rounded-full bg-light px-2 py-0.5 text-xs font-normal text-muted">
            {member.badge}
          </span>
        </p>
        <p className="text-sm text-muted">{member.role}</p>
      </div>
    </>
  );
}

export default function TeamTab() {
  const library = useMediaLibrary();
  const portrait = useSetPlaceImages();
  const queryClient = useQueryClient();
  const [portraitFor, setPortraitFor] = useState<TeamMember | null>(null);

  const setPortrait = (member: TeamMember, image: MediaImage | null) =>
    portrait.mutate(
      { kind: "team-member", key: member.slug, imageIds: image ? [image.id] : [] },
      {
        onSuccess: async () => {
          await queryClient.refetchQueries({ queryKey: TEAM_KEY });
          toast({
            title: image ? "Portrait set" : "Portrait removed",
            description: image
              ? `${member.name} shows “${image.alt}”.`
              : `${member.name} shows their initials again.`,
            variant: "success",
          });
        },
        onError: (error) => toastFailure(error, "Failed to change the portrait"),
      },
    );

  return (
    <>
      <OrderedRecords
        words={{
          title: "Team",
          description:
            "In the order /team shows them. A portrait comes from the image library; without one the card shows the initials.",
          addLabel: "Add team member",
          listLabel: "Team members, in the order shown",
          loadingText: "Loading the team...",
          emptyText: "No team members yet.",
          noun: "team member",
          deleteConsequence: "They leave /team at once; their portrait stays in the image library.",
        }}
        query={useTeamMembers()}
        nameOf={(member) => member.name}
        order={useOrderTeamMembers()}
        remove={useDeleteTeamMember()}
        renderForm={(member, onDone) => <TeamMemberForm member={member} onDone={onDone} />}
        renderRow={(member) => <MemberRow member={member} />}
        renderButtons={(member) => (
          <PictureButtons
            name={member.name}
            noun="portrait"
            set={member.portrait !== null}
            onChoose={() => setPortraitFor(member)}
            onRemove={() => setPortrait(member, null)}
          />
        )}
      />
      <ImageChooser
        open={portraitFor !== null}
        title={portraitFor ? `Portrait of ${portraitFor.name}` : "Portrait"}
        images={library.data ?? []}
        exclude={portraitFor?.portrait ? [portraitFor.portrait.id] : []}
        onChoose={(image) => portraitFor && setPortrait(portraitFor, image)}
        onClose={() => setPortraitFor(null)}
      />
    </>
  );
}
