// What pressing Subscribe does, loaded the first time it is wanted (decision 033): the shared
// schema checks the address, the API client sends it, and a refusal comes back in the words of
// spec section 8.
import { callApi } from "~/lib/api-client";
import { fieldMessage } from "~/lib/field-message";
import { newsletterSignUpSchema } from "~common/schemas/newsletter";

/** Signs up the form's address: null when that worked, else the message to show. */
export async function signUp(form: HTMLFormElement): Promise<string | null> {
  const data = new FormData(form);
  const parsed = newsletterSignUpSchema.safeParse({
    email: String(data.get("email") ?? ""),
    website: String(data.get("website") ?? ""),
  });
  if (!parsed.success) return fieldMessage(new Error(parsed.error.issues[0]?.message), "email");
  try {
    await callApi("POST /api/newsletter", { body: parsed.data });
    return null;
  } catch (error) {
    return fieldMessage(error, "email");
  }
}
