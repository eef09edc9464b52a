// Add or edit one person on /team: name, role and its badge, bio, their own email and profiles.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import type { TeamMember } from "~common/contract/team-members";
import {
  TEAM_NETWORKS,
  teamMemberSchema,
  type TeamMemberData,
  type TeamMemberInput,
} from "~common/schemas/team-member";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { FormButtons } from "../record-actions";
import { useSaveTeamMember } from "../api/team-members";
import { failureMessage } from "../failure-message";
import { refusedFields } from "../refused-fields";
import { useFocusOnMount } from "../use-focus-on-mount";

/** The form holds one link per network, '' for none; the schema drops the blank ones. */
function formValues(member: TeamMember | null): TeamMemberInput {
  const social = TEAM_NETWORKS.map((network) => ({
    network,
    href: member?.social.find((link) => link.network === network)?.href ?? "",
  }));
  if (!member) return { name: "", role: "", badge: "", bio: "", email: "", social };
  const { name, role, badge, bio, email } = member;
  return { name, role, badge, bio, email: email ?? "", social };
}

type FieldName = "name" | "role" | "badge" | "bio" | "email" | `social.${number}.href`;

export function TeamMemberForm({
  member,
  onDone,
}: {
  member: TeamMember | null;
  onDone: () => void;
}) {
  const save = useSaveTeamMember();
  const ref = useFocusOnMount<HTMLElement>(true);
  const form = useForm<TeamMemberInput, unknown, TeamMemberData>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: formValues(member),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const editing = member !== null;

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { id: member?.id ?? null, member: data },
      {
        onSuccess: () => {
          toast({
            title: "Success",
            description: editing
              ? `${data.name} updated successfully`
              : `${data.name} added successfully`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          for (const { field, message } of refusedFields(error))
            if (/^(name|role|badge|bio|email|social\.\d\.href)$/.test(field))
              form.setError(field as FieldName, { message });
          toast({
            title: "Error",
            description: failureMessage(
              error,
              editing ? "Failed to update the team member" : "Failed to add the team member",
            ),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          });
        },
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? `Edit ${member.name}` : "Add a team member"}
      description="Shown on /team in the order of the list below; the portrait is set there."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label={editing ? "Edit team member" : "New team member"}
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field label="Name" required error={errors.name?.message}>
          {(a) => <Input {...a} {...register("name")} autoComplete="off" />}
        </Field>
        <Field label="Role" required error={errors.role?.message}>
          {(a) => <Input {...a} {...register("role")} placeholder="e.g. Head of Quality" />}
        </Field>
        <Field
          label="Badge"
          required
          error={errors.badge?.message}
          hint="One or two words on the card, e.g. Quality."
        >
          {(a) => <Input {...a} {...register("badge")} />}
        </Field>
        <Field
          label="Email"
          error={errors.email?.message}
          hint="Their own address, to write to them directly."
        >
          {(a) => <Input {...a} {...register("email")} type="email" autoComplete="off" />}
        </Field>
        <Field label="Bio" required error={errors.bio?.message} className="sm:col-span-2">
          {(a) => <Textarea {...a} {...register("bio")} rows={4} />}
        </Field>
        {TEAM_NETWORKS.map((network, index) => (
          <Field
            key={network}
            label={`${network} profile`}
            error={errors.social?.[index]?.href?.message}
            hint="Their own profile's https:// address, once it is real."
          >
            {(a) => (
              <Input
                {...a}
                {...register(`social.${index}.href`)}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </Field>
        ))}
        <FormButtons editing={editing} pending={save.isPending} onCancel={onDone} />
      </form>
    </AdminCard>
  );
}
