// A TCP proxy on loopback that stands between an app and its PostgreSQL server and fails on
// demand, the way a database that restarts or vanishes does. Test code only.
import { createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * forward: pass bytes both ways. refuse: nothing listens on the port (ECONNREFUSED). hang: accept
 * connections and never answer; open connections are cut, as a restart does. stall: open
 * connections stay up but nothing comes back (a partition), and new ones hang. Any change of
 * mode cuts every open connection, except into stall.
 */
export type ProxyMode = "forward" | "refuse" | "hang" | "stall";

export interface FaultyProxy {
  /** host:port to put in the app's database URL. */
  address: string;
  setMode(mode: ProxyMode): Promise<void>;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startFaultyProxy(target: {
  host: string;
  port: number;
}): Promise<FaultyProxy> {
  let mode: ProxyMode = "forward";
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A cut connection errors on both sides; that is the point, not a test failure.
    socket.on("error", () => socket.destroy());
  };

  const server = createServer((client) => {
    track(client);
    if (mode !== "forward") return;
    const upstream = createConnection(target);
    track(upstream);
    // Bytes pass only while forwarding: a stalled connection swallows them.
    client.on("data", (chunk) => mode === "forward" && upstream.write(chunk));
    upstream.on("data", (chunk) => mode === "forward" && client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await listen(server, 0);
  let listening = true;

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const close = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  return {
    address: `127.0.0.1:${port}`,
    async setMode(next) {
      if (next !== mode && next !== "stall") cutAll();
      mode = next;
      if (next === "refuse") await close();
      else if (!listening) {
        await listen(server, port);
        listening = true;
      }
    },
    async stop() {
      cutAll();
      await close();
    },
  };
}
