import { data, isRouteErrorResponse } from "react-router";
import {
  SampleFeedbackNotFound,
  SampleFeedbackPage,
} from "~/features/sample-feedback/sample-feedback-page";
import { readDevApi } from "~/lib/dev-api";
import { SITE_NAME } from "~/lib/page-meta";
import type { SampleFeedbackView } from "~common/contract/sample-feedback";
import { FEEDBACK_LINK_INVALID_MESSAGE } from "~common/sample-feedback-terms";
import type { Route } from "./+types/sample-feedback";

const notFound = () => data(null, { status: 404 });

/** Server: the feedback form the signed link names, in the HTML the server sends (never cached). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const find =
    context.findSampleFeedback ??
    ((token: string) =>
      readDevApi<SampleFeedbackView>(`/api/sample-feedback/${encodeURIComponent(token)}`));
  const view = await find(params.token);
  if (!view) throw notFound();
  return { token: params.token, view };
}

/** Browser, when reached inside the site: the same through the API. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { callApi, isApiError } = await import("~/lib/api-client");
  try {
    const view = await callApi("GET /api/sample-feedback/:token", {
      params: { token: params.token },
    });
    return { token: params.token, view };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Sample ${loaderData.view.sampleId} feedback | ${SITE_NAME}`
      : `Feedback form not found | ${SITE_NAME}`,
  },
  // A page reached only from one buyer's link: nothing for search engines.
  { name: "robots", content: "noindex" },
];

export default function SampleFeedbackRoute({ loaderData }: Route.ComponentProps) {
  return <SampleFeedbackPage token={loaderData.token} view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <SampleFeedbackNotFound message={FEEDBACK_LINK_INVALID_MESSAGE} />;
}
