// The server's load context (server/plugins/pages.ts builds it) as the pages' loaders see it.
import type { PageContext } from "~common/page-context";

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
