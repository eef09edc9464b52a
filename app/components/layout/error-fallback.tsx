import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";

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

export function ErrorFallback({ errorId, onReset }: { errorId?: string; onReset: () => void }) {
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] items-center justify-center py-16"
    >
      <div className="max-w-lg rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto h-10 w-10 text-accent" aria-hidden />
        <h1 className="mt-4 text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted">
          We encountered an unexpected error. Our team has been notified and is working to fix the
          issue.
        </p>
        <p className="mt-2 text-sm text-muted">
          If the problem persists, please contact support
          {errorId ? ` and quote reference ${errorId}` : ""}.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={onReset}
            className="h-11 rounded-full bg-primary px-6 text-sm font-semibold text-white hover:brightness-110"
          >
            Try Again
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-11 rounded-full border border-line px-6 text-sm font-semibold text-ink hover:bg-light"
          >
            Reload Page
          </button>
        </div>
      </div>
    </div>
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
