// The team teaser's people as the desk keeps them (issue 50), with their portraits, read through
// GET /api/team-members once the page has its code, as the partners' records are.
import type { ReactNode } from "react";
import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";
import { Portrait } from "~/components/ui/portrait";

/** The people; `loading` (the teaser's placeholder) while they are read, nothing if they cannot be. */
export default function TeamTeaserMembers({ loading }: { loading: ReactNode }) {
  const { data: members, isPending } = useQuery(apiQuery("GET /api/team-members", {}));
  if (isPending) return loading;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:col-span-7">
      {(members ?? []).map((member) => (
        <li key={member.id} className="rounded-2xl border border-line bg-light/60 p-4 md:p-5">
          <Portrait
            name={member.name}
            portrait={member.portrait}
            size={48}
            className="h-12 w-12 text-base"
          />
          <p className="mt-4 font-display text-lg leading-tight text-dark">{member.name}</p>
          <p className="mt-1 text-xs font-semibold uppercase tracking-[0.14em] text-secondary">
            {member.badge}
          </p>
        </li>
      ))}
    </ul>
  );
}
