import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";

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

// The panel's words and buttons load when a page fails, not with every page.
const ErrorPanel = lazy(() => import("./error-panel").then((m) => ({ default: m.ErrorPanel })));

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

/** Catches render errors of a page; Try Again clears the error and renders the page again. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: describeClientError(error) };
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {}

  render() {
    if (this.state.error)
      return (
        <ErrorFallback
          errorId={this.state.error.id}
          onReset={() => this.setState({ error: null })}
        />
      );
    return this.props.children;
  }
}
