// Draws a component as the site does: inside a router (in memory, at `path`), with the root
// query layer's client (emptied after each test) and the toaster, so what a click shows,
// toasts included, is on the screen. Returns Testing Library's queries, a user to act with, and
// the router to see where a click went.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { onTestFinished } from "vitest";
import Toaster from "~/components/layout/toaster";
import { browserQueryClient } from "~/lib/query-layer";
import { dismissToast } from "~/lib/toast-store";
import type { ContentPhotos, SitePictures } from "~common/contract/media";

export interface RenderUiOptions {
  /** Where the component is drawn (default "/"); other paths draw "Page /path" for navigation. */
  path?: string;
  /** Drawn on every page, as the root layout draws the header: it stays after a navigation. */
  layout?: boolean;
}

export function renderUi(ui: ReactElement, { path = "/", layout = false }: RenderUiOptions = {}) {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  const otherPages = { path: "*", Component: OtherPage };
  const router = createMemoryRouter(
    layout
      ? [{ element: <Layout ui={ui} />, children: [otherPages] }]
      : [{ path: pathname, element: ui }, otherPages],
    { initialEntries: [path] },
  );
  // What one test read or wrote is not in the next one's cache.
  onTestFinished(() => browserQueryClient().clear());
  // The toast store lives as long as the file's module: a toast left open would show in the next test.
  onTestFinished(() => dismissToast());
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return {
    ...view,
    // No pause between keystrokes: a test types whole addresses and messages.
    user: userEvent.setup({ delay: null }),
    router,
    /** The query client the components read and write through. */
    queryClient: () => browserQueryClient(),
  };
}

function Layout({ ui }: { ui: ReactElement }) {
  return (
    <>
      {ui}
      <Outlet />
    </>
  );
}

function OtherPage() {
  const { pathname, hash } = useLocation();
  return <p>Page {pathname + hash}</p>;
}

/**
 * The toast on screen with this title (spec section 8's words), waiting for it to appear (longer
 * than Testing Library's 1 s where a write is retried after a lost connection).
 */
export async function findToast(title: string | RegExp, timeout = 1_000): Promise<HTMLElement> {
  const notifications = await screen.findByRole("region", { name: /notifications/i });
  const heading = await within(notifications).findByText(title, {}, { timeout });
  return heading.closest("li") ?? heading;
}

/** Opens the select (a combobox) named `field` and clicks its option `option`, as a visitor does. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  field: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/**
 * The props React Router hands a route's page, for drawing the page alone: its loader's data
 * (what the server put in its HTML, or the client loader read).
 */
export function pageProps<Data>(loaderData: Data) {
  return { loaderData, params: {}, matches: [] as never };
}

/** No photograph added to an origin's story. */
export const NO_CONTENT_PHOTOS: ContentPhotos = { "origin-story": {} };

/** A page's props with no photograph set in its pictures nor added to it: the drawings show. */
export const drawingsOnly = () =>
  pageProps({ sitePictures: {} as SitePictures, contentPhotos: NO_CONTENT_PHOTOS });
