import { useEffect, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import frauncesLatin from "./fonts/fraunces-latin-core.woff2?url";
import frauncesWordmark from "./fonts/fraunces-wordmark.woff2?url";
import interLatin from "./fonts/inter-latin-core.woff2?url";
import {
  describeClientError,
  ErrorFallback,
  fetchErrorPanelAhead,
  PageErrorBoundary,
} from "./components/layout/error-fallback";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ToastArea } from "./components/layout/toast-area";
import { usePageViews } from "./lib/analytics";
import { PALETTE_BOOT_SCRIPT } from "./lib/palette-boot";

// The fonts every page shows above the fold load with the HTML, not after the stylesheet has been
// read: their files cut to the site's text (decision 035), and the logo's name (decision 047). The
// rest of Latin and the other subsets load only for text that needs them.
const fontPreload = (href: string) =>
  ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const;

export const links: Route.LinksFunction = () => [
  fontPreload(interLatin),
  fontPreload(frauncesLatin),
  fontPreload(frauncesWordmark),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-palette="ethiopian-green">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1F5135" />
        {/* Sets a saved palette before the first paint. It runs from the server's HTML alone:
            the browser's bundle need not carry its text (nor the palettes of /colors). */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PALETTE_BOOT_SCRIPT : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  usePageViews();
  // The admin screens carry their own header.
  const bare = pathname === "/admin" || pathname === "/admin-news";
  return (
    <div className="flex min-h-screen flex-col">
      {bare ? null : <SiteHeader />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {bare ? null : <SiteFooter />}
    </div>
  );
}

export default function App() {
  const { pathname } = useLocation();
  useEffect(fetchErrorPanelAhead, []);
  // Says that React has the page (for tests that act as soon as it is interactive).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      <Shell>
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </Shell>
      <ToastArea />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [clientError] = useState(() => describeClientError(error));
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorFallback onReset={() => window.location.assign("/")} />;
  }
  return <ErrorFallback errorId={clientError.id} onReset={() => window.location.reload()} />;
}
