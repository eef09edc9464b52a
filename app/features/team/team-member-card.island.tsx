// The people on /team as the desk keeps them (issue 50): an island, kept as the server drew it.
import { ArrowUpRight, Mail } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Portrait } from "~/components/ui/portrait";
import type { TeamMember } from "~common/contract/team-members";

const linkClass =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-line px-3.5 text-sm font-medium text-ink transition hover:border-primary/40 hover:bg-primary/5 hover:text-primary";

/** One person: their portrait or initials, the role badge, the bio and how to reach them. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-[0_1px_2px_rgb(27_26_23/0.04),0_12px_32px_-16px_rgb(27_26_23/0.18)] md:p-7">
      <div className="flex items-start justify-between gap-4">
        <Portrait
          name={member.name}
          portrait={member.portrait}
          alt={member.portrait?.alt}
          size={64}
          className="h-16 w-16 text-xl tracking-wide ring-4 ring-primary/10"
        />
        <Badge tone="accent">{member.badge}</Badge>
      </div>
      <h3 className="mt-5 text-2xl">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-secondary">{member.role}</p>
      <p className="mt-4 flex-1 text-[15px] leading-relaxed text-ink/85">{member.bio}</p>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-line pt-5">
        {member.email ? (
          <a
            href={`mailto:${member.email}`}
            aria-label={`Email ${member.name}`}
            className={linkClass}
          >
            <Mail aria-hidden className="h-4 w-4" />
            Email
          </a>
        ) : null}
        {member.social.map((link) => (
          <a
            key={link.network}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.network} profile of ${member.name}`}
            className={linkClass}
          >
            {link.network}
            <ArrowUpRight aria-hidden className="h-3.5 w-3.5" />
          </a>
        ))}
      </div>
    </article>
  );
}

/** Every member's card, three across on a wide screen. */
export function TeamRoster({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
