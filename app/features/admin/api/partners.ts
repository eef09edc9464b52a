// Partners and customers in the desk: the list (the public one, in the desk's order), add, edit,
// delete and order; the list is read again after each write.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { PartnerData } from "../../../../common/schemas/partner";
import { signOutOnExpiredSession } from "./session";

export const PARTNERS_KEY = queryKeyOf("GET /api/partners", {});

export function usePartners() {
  return useQuery(apiQuery("GET /api/partners", {}));
}

/** A write that changes the list: it is read again after, and an expired session signs out. */
function usePartnerWrite<Input, Reply>(write: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.refetchQueries({ queryKey: PARTNERS_KEY }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useSavePartner() {
  return usePartnerWrite(({ id, partner }: { id: number | null; partner: PartnerData }) =>
    id === null
      ? callApi("POST /api/partners", { body: partner })
      : callApi("PUT /api/partners/:id", { params: { id }, body: partner }),
  );
}

export function useDeletePartner() {
  return usePartnerWrite((id: number) => callApi("DELETE /api/partners/:id", { params: { id } }));
}

export function useOrderPartners() {
  return usePartnerWrite((ids: number[]) => callApi("PUT /api/partner-order", { body: { ids } }));
}
