// A person on /team as the desk writes them (issue 50): POST /api/team-members and
// PUT /api/team-members/:id. Their portrait is an image of the library, set as the place
// `team-member/<slug>`.
import { z } from "../zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  maxLengthMessage,
  requiredChoice,
  requiredText,
} from "./fields";
import { listOrderSchema } from "./list-order";
import { isHttpsAddress } from "./site-settings";

/** The networks a person's own profile may be on (content/team.ts). */
export const TEAM_NETWORKS = ["LinkedIn", "Instagram", "X"] as const;
export const TEAM_BIO_MAX_LENGTH = 2000;
export const TEAM_PROFILE_MESSAGE = "A profile link must be a full https:// address";
export const TEAM_NETWORK_MESSAGE = `The network must be one of: ${TEAM_NETWORKS.join(", ")}`;

/** One network's link; a blank one is none (the desk's form holds one per network). */
const profileLink = z.object({
  network: requiredChoice(TEAM_NETWORKS, TEAM_NETWORK_MESSAGE),
  href: z
    .string({ error: TEAM_PROFILE_MESSAGE })
    .trim()
    .max(500, maxLengthMessage("Profile link", 500))
    .refine((value) => value === "" || isHttpsAddress(value), TEAM_PROFILE_MESSAGE),
});

export const teamMemberSchema = z.object({
  name: requiredText("Name", 120),
  role: requiredText("Role", 120),
  /** The short label of the role badge, e.g. "Quality". */
  badge: requiredText("Badge", 40),
  bio: requiredText("Bio", TEAM_BIO_MAX_LENGTH),
  /** Their own address, to write to them directly; blank for none. */
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, maxLengthMessage("Email", EMAIL_MAX_LENGTH))
    .refine((value) => value === "" || z.regexes.email.test(value), EMAIL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Listed only once it is the person's real profile. */
  social: z
    .array(profileLink, { error: "Profile links must be a list" })
    .max(TEAM_NETWORKS.length, `At most ${TEAM_NETWORKS.length} profile links`)
    .refine(
      (links) => new Set(links.map((link) => link.network)).size === links.length,
      "One profile link per network",
    )
    .transform((links) => links.filter((link) => link.href !== ""))
    .default([]),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberData = z.output<typeof teamMemberSchema>;

export const TEAM_ORDER_MESSAGE = "The order must name every team member once.";
export const teamOrderSchema = listOrderSchema(TEAM_ORDER_MESSAGE);
