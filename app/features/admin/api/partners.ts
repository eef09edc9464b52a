// Partners and customers in the desk: the list (the public one, in the desk's order), add, edit,
// delete and order; the list is read again after each write.
import { useQuery } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { PartnerData } from "~common/schemas/partner";
import { useListWrite } from "./list-write";

export const PARTNERS_KEY = queryKeyOf("GET /api/partners", {});

export function usePartners() {
  return useQuery(apiQuery("GET /api/partners", {}));
}

export function useSavePartner() {
  return useListWrite(
    PARTNERS_KEY,
    ({ id, partner }: { id: number | null; partner: PartnerData }) =>
      id === null
        ? callApi("POST /api/partners", { body: partner })
        : callApi("PUT /api/partners/:id", { params: { id }, body: partner }),
  );
}

export function useDeletePartner() {
  return useListWrite(PARTNERS_KEY, (id: number) =>
    callApi("DELETE /api/partners/:id", { params: { id } }),
  );
}

export function useOrderPartners() {
  return useListWrite(PARTNERS_KEY, (ids: number[]) =>
    callApi("PUT /api/partner-order", { body: { ids } }),
  );
}
