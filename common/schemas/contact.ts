// Home page contact form (spec section 5, "Contact form"); POST /api/contact.
import { z } from "../zod";
import {
  emailField,
  hasNoNulCharacter,
  honeypotField,
  invalidCharacterMessage,
  phoneField,
  requiredText,
} from "./fields";

export { HONEYPOT_FIELD, isHoneypotFilled } from "./fields";

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_TOO_SHORT = "Message must be at least 10 characters";

export const contactSchema = z.object({
  name: requiredText("Name", 255),
  email: emailField(),
  phone: phoneField(),
  message: z
    .string({ error: CONTACT_MESSAGE_TOO_SHORT })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGE_TOO_SHORT)
    .max(5000, "Message must be at most 5000 characters")
    .refine(hasNoNulCharacter, invalidCharacterMessage("Message")),
  website: honeypotField(),
});

/** What the form holds and what may be sent. */
export type ContactInput = z.input<typeof contactSchema>;
/** What a successful parse gives (blank optional fields are null). */
export type ContactData = z.output<typeof contactSchema>;
