// npm run admin:password [-- --password-stdin]
// Sets a new admin password in the server's database (same configuration as the server) and ends
// every admin session. With the embedded database (no DATABASE_URL), stop the server first: only
// one process may open the data directory.
import { PASSWORD_MAX_LENGTH } from "../common/schemas/admin";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { ADMIN_PASSWORD_MIN_LENGTH, setAdminPassword } from "../server/modules/auth/password";

const USAGE = `Usage: npm run admin:password [-- --password-stdin]

Asks twice for a new admin password (input hidden), or reads it from standard input with
--password-stdin (one trailing newline is dropped). At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;

class Refusal extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (result: string | null) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      if (result === null) reject(new Refusal("Cancelled."));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(value);
        if (char === "\u0003" || char === "\u0004") return finish(null); // Ctrl-C, Ctrl-D
        if (char === "\u007f" || char === "\b") value = Array.from(value).slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    // Echo goes off before the question shows, so nothing typed early is echoed.
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdout.write(question);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function askPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin();
  if (!process.stdin.isTTY)
    throw new Refusal("No terminal to ask on: pipe the password in with --password-stdin.");
  const first = await promptHidden("New admin password: ");
  const second = await promptHidden("Repeat the new password: ");
  if (first !== second) throw new Refusal("The two passwords differ; nothing was changed.");
  return first;
}

function checkPassword(password: string): void {
  if (password.trim().length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Refusal(
      `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters; nothing was changed.`,
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new Refusal(
      `The password must be at most ${PASSWORD_MAX_LENGTH} characters; nothing was changed.`,
    );
  }
}

async function main(args: string[]): Promise<void> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((arg) => arg !== "--password-stdin");
  if (unknown.length > 0) throw new Refusal(`Unknown option ${unknown.join(" ")}\n\n${USAGE}`);

  const password = await askPassword(args.includes("--password-stdin"));
  checkPassword(password);

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const { sessionsEnded } = await setAdminPassword(database.db, password);
    console.log(`Admin password changed; ${sessionsEnded} session(s) ended.`);
  } finally {
    await database.close();
  }
  if (config.ADMIN_PASSWORD) {
    console.warn(
      "Note: ADMIN_PASSWORD is set here, and the server restores that password whenever it starts.",
    );
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Refusal ? err.message : err);
  process.exitCode = 1;
});
