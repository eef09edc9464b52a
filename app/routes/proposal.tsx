import { data, isRouteErrorResponse } from "react-router";
import { ProposalNotFound, ProposalPage } from "~/features/proposal/proposal-page";
import { readDevApi } from "~/lib/dev-api";
import { SITE_NAME } from "~/lib/page-meta";
import type { ProposalView } from "~common/contract/proposals";
import { PROPOSAL_LINK_INVALID_MESSAGE } from "~common/proposal-terms";
import type { Route } from "./+types/proposal";

const notFound = () => data(null, { status: 404 });

/** Server: the proposal the signed link names, in the HTML the server sends (never cached). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const find =
    context.findProposal ??
    ((token: string) => readDevApi<ProposalView>(`/api/proposals/${encodeURIComponent(token)}`));
  const view = await find(params.token);
  if (!view) throw notFound();
  return { token: params.token, view };
}

/** Browser, when reached inside the site: the same through the API. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { callApi, isApiError } = await import("~/lib/api-client");
  try {
    const view = await callApi("GET /api/proposals/:token", { params: { token: params.token } });
    return { token: params.token, view };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Proposal ${loaderData.view.proposal.id} | ${SITE_NAME}`
      : `Proposal not found | ${SITE_NAME}`,
  },
  // A page reached only from one buyer's link: nothing for search engines.
  { name: "robots", content: "noindex" },
];

export default function ProposalRoute({ loaderData }: Route.ComponentProps) {
  return <ProposalPage token={loaderData.token} view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ProposalNotFound message={PROPOSAL_LINK_INVALID_MESSAGE} />;
}
