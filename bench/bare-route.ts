// The framework's floor: a bare Fastify route that answers with a fixed JSON body from memory.
// bench/api.ts starts it beside the real server and reads both under the same load.
import Fastify from "fastify";
import { readFileSync } from "node:fs";

const body = readFileSync(process.env.BARE_BODY_FILE ?? "", "utf8");
const app = Fastify({ logger: false });
app.get("/*", (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
