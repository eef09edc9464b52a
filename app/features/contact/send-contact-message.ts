// POST /api/contact (spec section 7): the answer is not read.
import { useMutation } from "@tanstack/react-query";
import type { ContactData } from "../../../common/schemas/contact";
import { apiPost } from "~/lib/api-client";

export function sendContactMessage(message: ContactData): Promise<unknown> {
  return apiPost("/api/contact", message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
