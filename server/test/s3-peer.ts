// A local S3-compatible peer for the bucket store's tests: s3rver (a test-only dependency) on a
// free port of 127.0.0.1, its objects in a temporary folder removed when it stops.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed key pair. */
export const S3_PEER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Peer(
  bucket: string,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "abyssinia-s3-"));
  const peer = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await peer.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await peer.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
