// POST /api/contact (spec section 7): the answer is not read.
import { useMutation } from "~/lib/query-layer";
import { callApi } from "~/lib/api-client";
import type { ContactData } from "~common/schemas/contact";

export function sendContactMessage(message: ContactData) {
  return callApi("POST /api/contact", { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
