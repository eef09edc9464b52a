// The people on /team (issue 50): written, ordered and deleted in the desk; each one's portrait is
// the library image of the place team-member/<slug>.
import { asc, eq } from "drizzle-orm";
import type { TeamMember } from "../../../common/contract/team-members";
import type { TeamMemberData } from "../../../common/schemas/team-member";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { nextPosition, putInOrder } from "../../db/ordering";
import { freeSlug } from "../../db/slugs";
import { teamMembers } from "../../db/schema";
import { clearPlace, publicImagesOf } from "../media/places";

type TeamMemberRow = typeof teamMembers.$inferSelect;

async function withPortraits(db: Db, rows: readonly TeamMemberRow[]): Promise<Wire<TeamMember>[]> {
  const portraits = await publicImagesOf(
    db,
    "team-member",
    rows.map((row) => row.slug),
  );
  return rows.map(({ position: _position, createdAt: _created, updatedAt: _updated, ...row }) => ({
    ...row,
    portrait: portraits.get(row.slug)?.[0] ?? null,
  }));
}

/** Everyone, in the desk's order. */
export async function listTeamMembers(db: Db): Promise<Wire<TeamMember>[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
  return withPortraits(db, rows);
}

async function oneMember(db: Db, row: TeamMemberRow | undefined) {
  return row ? ((await withPortraits(db, [row]))[0] ?? null) : null;
}

/** Added last, with a slug made from the name (kept for good, as their portrait's key). */
export async function createTeamMember(db: Db, data: TeamMemberData): Promise<Wire<TeamMember>> {
  const [row] = await db
    .insert(teamMembers)
    .values({
      ...data,
      slug: await freeSlug(db, teamMembers, data.name, "member"),
      position: nextPosition(teamMembers),
    })
    .returning();
  return (await oneMember(db, row))!;
}

export async function updateTeamMember(db: Db, id: number, data: TeamMemberData) {
  const [row] = await db
    .update(teamMembers)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(teamMembers.id, id))
    .returning();
  return oneMember(db, row);
}

/** Deletes them and takes their portrait out of its place; their name, or null when none. */
export async function deleteTeamMember(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.id, id))
      .returning({ name: teamMembers.name, slug: teamMembers.slug });
    if (!row) return null;
    await clearPlace(tx, "team-member", row.slug);
    return row.name;
  });
}

export async function orderTeamMembers(db: Db, ids: readonly number[], message: string) {
  await putInOrder(db, teamMembers, ids, message);
  return listTeamMembers(db);
}
