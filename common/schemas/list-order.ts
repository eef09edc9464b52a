// The order the desk puts a list of records in (partners, team members): their ids, first shown
// first, each once.
import { z } from "../zod";

export function listOrderSchema(message: string) {
  return z.object({
    ids: z
      .array(z.number({ error: message }).int(message).positive(message), { error: message })
      .max(1000, message)
      .refine((ids) => new Set(ids).size === ids.length, message),
  });
}
