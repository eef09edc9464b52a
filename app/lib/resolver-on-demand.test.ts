import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { resolverOnDemand } from "./resolver-on-demand";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accepts: Resolver<Values> = async (values) => ({ values, errors: {} });

describe("resolverOnDemand", () => {
  it("imports its resolver at the first check, once, and answers with it", async () => {
    const load = vi.fn(async () => accepts);
    const checks = resolverOnDemand(load);
    expect(load).not.toHaveBeenCalled();
    await expect(checks({ name: "Amara" }, undefined, options)).resolves.toEqual({
      values: { name: "Amara" },
      errors: {},
    });
    await checks({ name: "Amara" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is asked for ahead by preload, which never throws", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const checks = resolverOnDemand<Values, Values>(load);
    checks.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it("fails a check with the import's error, and imports again at the next", async () => {
    const lost = new TypeError("Failed to fetch dynamically imported module");
    const load = vi.fn().mockRejectedValueOnce(lost).mockResolvedValueOnce(accepts);
    const checks = resolverOnDemand<Values, Values>(load);
    await expect(checks({ name: "Amara" }, undefined, options)).rejects.toBe(lost);
    await expect(checks({ name: "Amara" }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
