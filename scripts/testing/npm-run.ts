// Runs an npm script as a child process, as an operator would, so the package.json entry is tested
// together with the script it names.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` in the project root with `env` over the test's environment. */
export function npmRun(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "development", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      // npm's warnings about the machine's own npm configuration are not the script's output.
      stderr = stderr
        .split("\n")
        .filter((line) => !line.startsWith("npm warn"))
        .join("\n");
      resolve({ code, stdout, stderr });
    });
  });
}

export function expectSuccess(result: Result) {
  expect(result.stderr.trim()).toBe("");
  expect(result.code).toBe(0);
}
