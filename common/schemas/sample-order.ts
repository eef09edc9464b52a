// The sample_orders shape (spec sections 3 and 5): a visitor orders 1 to 4 blends.
import { z } from "../zod";
import { emailField, honeypotField, phoneField, requiredText } from "./fields";

export const BLENDS_MIN = 1;
export const BLENDS_MAX = 4;
export const BLENDS_TOO_FEW = "Please select at least one blend";
export const BLENDS_TOO_MANY = "Please select up to 4 blends";

export const sampleOrderSchema = z.object({
  name: requiredText("Name", 255),
  email: emailField(),
  phone: phoneField(),
  address: requiredText("Address", 255),
  city: requiredText("City", 100),
  state: requiredText("State", 100),
  zip: requiredText("ZIP code", 20),
  blends: z
    .array(requiredText("Blend", 255), { error: BLENDS_TOO_FEW })
    .min(BLENDS_MIN, BLENDS_TOO_FEW)
    .max(BLENDS_MAX, BLENDS_TOO_MANY),
  website: honeypotField(),
});

export type SampleOrderInput = z.input<typeof sampleOrderSchema>;
export type SampleOrderData = z.output<typeof sampleOrderSchema>;

export const SAMPLE_ORDER_DEFAULTS: SampleOrderInput = {
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  blends: [],
  website: "",
};
