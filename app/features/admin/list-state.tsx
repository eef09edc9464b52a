import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { userMessage } from "~/lib/api-client";

/** Loading, failure and empty states of an admin list; the list itself once there is something to show. */
export function ListState<T>({
  query,
  loadingText,
  emptyText,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted">
        {loadingText}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
        {userMessage(query.error)}
      </p>
    );
  }
  if (query.data.length === 0)
    return <p className="py-10 text-center text-sm text-muted">{emptyText}</p>;
  return children;
}
