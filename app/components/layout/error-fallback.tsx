import { Component, Suspense, type ReactNode } from "react";
import { fetchFailedPartsAgain, lazyPart } from "~/lib/lazy-part";

export interface ClientError {
  id: string;
  timestamp: string;
  url: string;
  message: string;
}

/** Spec section 8: the client error has an id, timestamp, page URL and a generic message; console only. */
export function describeClientError(error: unknown): ClientError {
  const clientError = {
    id: `err_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
    timestamp: new Date().toISOString(),
    url: typeof window === "undefined" ? "" : window.location.href,
    message: "An unexpected error occurred",
  };
  console.error("[ErrorBoundary]", clientError, error);
  return clientError;
}

export interface ErrorFallbackProps {
  /** The client error's id, quoted to support; none for a page that is not there. */
  errorId?: string;
  onReset: () => void;
}

// The panel's words and buttons are not in a page's first load: they arrive a moment after it
// (fetchErrorPanelAhead), so that a page can still show them should it fail for want of a network.
const loadErrorPanel = () => import("./error-panel").then((m) => ({ default: m.ErrorPanel }));
const ErrorPanel = lazyPart(loadErrorPanel);

/** Fetches the error panel's code while the connection is there, 2 s after the page is drawn. */
export function fetchErrorPanelAhead() {
  setTimeout(() => void loadErrorPanel().catch(() => undefined), 2000);
}

export function ErrorFallback(props: ErrorFallbackProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPanel {...props} />
    </Suspense>
  );
}

interface BoundaryState {
  error: ClientError | null;
}

/**
 * Catches render errors of a page; Try Again clears the error and renders the page again, fetching
 * anew the code of its parts that failed to arrive.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: describeClientError(error) };
  }

  render() {
    if (this.state.error)
      return (
        <ErrorFallback
          errorId={this.state.error.id}
          onReset={() => {
            fetchFailedPartsAgain();
            this.setState({ error: null });
          }}
        />
      );
    return this.props.children;
  }
}
