import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A database of its own on the PostgreSQL server at `serverUrl` (tests, benches), named
 * `<prefix>_<time>_<random>` so that parallel runs never meet, and how to drop it. With `owner`,
 * that role owns it (and may create the schema in it).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, owner?: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${owner ? ` OWNER "${owner}"` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
