// The Team tab: the people on /team in the order the page shows them; each one added, edited,
// moved, given a portrait from the image library, or deleted.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { MediaImage } from "~common/contract/media";
import type { TeamMember } from "~common/contract/team-members";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import {
  TEAM_KEY,
  useDeleteTeamMember,
  useOrderTeamMembers,
  useTeamMembers,
} from "../api/team-members";
import { failureMessage } from "../failure-message";
import { ListState } from "../list-state";
import { PictureButtons } from "../media/picture-buttons";
import { ImageChooser } from "../media/image-chooser";
import { LibraryPicture } from "../media/library-picture";
import { MoveButtons, movedIds } from "../move-buttons";
import { RecordActions } from "../record-actions";
import { TeamMemberForm } from "./team-member-form";

const failed = (error: unknown, fallback: string) =>
  toast({
    title: "Error",
    description: failureMessage(error, fallback),
    variant: "destructive",
    duration: TOAST_FAILURE_MS,
  });

/** "Hirut Alemu" -> "HA": what the card shows until a portrait is set. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

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

export default function TeamTab() {
  const team = useTeamMembers();
  const library = useMediaLibrary();
  const order = useOrderTeamMembers();
  const remove = useDeleteTeamMember();
  const portrait = useSetPlaceImages();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TeamMember | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [portraitFor, setPortraitFor] = useState<TeamMember | null>(null);
  const list = team.data ?? [];

  const move = (from: number, to: number) =>
    order.mutate(movedIds(list, from, to), {
      onError: (error) => failed(error, "Failed to change the order"),
    });

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
        onError: (error) => failed(error, "Failed to change the portrait"),
      },
    );

  const confirmDelete = (member: TeamMember) =>
    remove.mutate(member.id, {
      onSuccess: () =>
        toast({
          title: "Success",
          description: `${member.name} deleted successfully`,
          variant: "success",
        }),
      onError: (error) => failed(error, "Failed to delete the team member"),
    });

  return (
    <div className="grid gap-6">
      {editing ? (
        <TeamMemberForm
          key={editing === "new" ? "new" : editing.id}
          member={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <AdminCard
        title="Team"
        description="In the order /team shows them. A portrait comes from the image library; without one the card shows the initials."
        actions={
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden />
            Add team member
          </Button>
        }
      >
        <ListState query={team} loadingText="Loading the team..." emptyText="No team members yet.">
          <ol
            aria-label="Team members, in the order shown"
            className="-mx-2 max-h-[40rem] divide-y divide-line overflow-y-auto px-2"
          >
            {list.map((member, index) => (
              <li
                key={member.id}
                aria-label={member.name}
                className="flex flex-wrap items-center gap-4 py-3"
              >
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
                <div className="flex flex-wrap items-center gap-2">
                  <MoveButtons
                    name={member.name}
                    index={index}
                    count={list.length}
                    disabled={order.isPending}
                    onMove={move}
                  />
                  <PictureButtons
                    name={member.name}
                    noun="portrait"
                    set={member.portrait !== null}
                    onChoose={() => setPortraitFor(member)}
                    onRemove={() => setPortrait(member, null)}
                  />
                  <RecordActions
                    name={member.name}
                    onEdit={() => setEditing(member)}
                    onDelete={() => setDeleting(member)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </ListState>
      </AdminCard>
      <ImageChooser
        open={portraitFor !== null}
        title={portraitFor ? `Portrait of ${portraitFor.name}` : "Portrait"}
        images={library.data ?? []}
        exclude={portraitFor?.portrait ? [portraitFor.portrait.id] : []}
        onChoose={(image) => portraitFor && setPortrait(portraitFor, image)}
        onClose={() => setPortraitFor(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete team member"
        message={`Are you sure you want to delete ${deleting?.name ?? "this team member"}? They leave /team at once; their portrait stays in the image library.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
