// zod for the code the browser runs: every schema module takes `z` from here, so this setting
// comes before any schema is built. Zod probes `new Function` to compile fast parsers; under the
// site's Content-Security-Policy (no 'unsafe-eval', decision 003) the probe fails quietly, but the
// browser still records a policy violation (Chrome's Issues panel, which costs Lighthouse's Best
// Practices). In the browser zod parses without compiling; the server keeps the compiled path.
import { z } from "zod";

z.config({ jitless: typeof window !== "undefined" });

export { z };
