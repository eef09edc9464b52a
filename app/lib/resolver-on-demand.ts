// A form's checks whose code arrives when they are first wanted, not with the page.
//
// zod and a form's schema are about 40 KB of gzip, and building the schemas runs when their module
// does: 15-25 ms of main thread on the benchmark host while the home page hydrates, for a contact
// form most visitors never send. A form checks nothing before its first submission (react-hook-
// form's default mode), so its resolver can load then, and earlier when the visitor reaches the
// form (`preload`, on its focus), while the connection is there.
import type { FieldValues, Resolver } from "react-hook-form";

/** A resolver that imports its real one (`load`) when first called, with a way to ask for it ahead. */
export type ResolverOnDemand<Input extends FieldValues, Output> = Resolver<
  Input,
  unknown,
  Output
> & {
  preload: () => void;
};

/**
 * The resolver `load` gives, imported at its first use and kept. An import that failed (the network
 * dropped) is asked for again at the next use; the submission that needed it fails with the
 * import's error, which a form reports as it reports a request that could not be sent.
 */
export function resolverOnDemand<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): ResolverOnDemand<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
