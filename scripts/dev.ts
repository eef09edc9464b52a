import concurrently from "concurrently";
import { execSync } from "node:child_process";

// Hot reload of both sides: the API restarts on change, Vite serves the client and proxies /api.
const apiPort = process.env.API_PORT ?? "3001";
// Responsive image variants are build outputs; make (or refresh) them before serving.
execSync("tsx scripts/build-media.ts", { stdio: "inherit" });
const { result } = concurrently(
  [
    {
      name: "api",
      command: "tsx watch --clear-screen=false server/main.ts",
      env: { PORT: apiPort, HOST: "127.0.0.1", SERVE_CLIENT: "false" },
      prefixColor: "green",
    },
    {
      name: "web",
      command: "react-router dev",
      env: { API_PORT: apiPort },
      prefixColor: "magenta",
    },
  ],
  { killOthersOn: ["failure", "success"] },
);
await result.catch(() => process.exit(1));
