import { useMutation, useQueryClient } from "~/lib/query-layer";
import { signOutOnExpiredSession } from "./session";

/**
 * A desk write that changes a list (partners, team members): the list under `listKey` is read
 * again after it, and an expired session shows the login.
 */
export function useListWrite<Input, Reply>(
  listKey: readonly unknown[],
  write: (input: Input) => Promise<Reply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.refetchQueries({ queryKey: listKey }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
