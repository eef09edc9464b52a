// The image library in an S3-compatible bucket, against a real peer on this machine: set
// S3_TEST_ENDPOINT (and S3_TEST_BUCKET, an existing bucket, default `media`; S3_TEST_ACCESS_KEY_ID
// and S3_TEST_SECRET_ACCESS_KEY, default s3rver's `S3RVER`) to a local MinIO or s3rver, e.g.
//   npx s3rver --directory /tmp/s3 --configure-bucket media --port 4568
//   S3_TEST_ENDPOINT=http://127.0.0.1:4568 npx vitest run server/modules/media/bucket-store.test.ts
// Without one the round trip is skipped (the project installs no S3 peer); the unreachable
// bucket's refusal runs always.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { count } from "drizzle-orm";
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaImage } from "../../../common/contract/media";
import { mediaImages } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { CAMERA_MODEL, multipartUpload, photograph } from "../../test/photos";
import type { TestApp } from "../../test/test-app";
import { STORE_UNAVAILABLE } from "./store";

const SLOW = 120_000;
const endpoint = process.env.S3_TEST_ENDPOINT;
const peer = {
  bucket: process.env.S3_TEST_BUCKET ?? "media",
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? "S3RVER",
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? "S3RVER",
};

function bucketEnv(url: string, prefix: string): Record<string, string> {
  return {
    MEDIA_S3_BUCKET: peer.bucket,
    MEDIA_S3_ENDPOINT: url,
    MEDIA_S3_REGION: "us-east-1",
    MEDIA_S3_ACCESS_KEY_ID: peer.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    MEDIA_S3_FORCE_PATH_STYLE: "true",
    MEDIA_S3_PREFIX: prefix,
  };
}

async function uploadPhoto(t: TestApp, cookies: Record<string, string>) {
  const photo = await photograph({ width: 900, height: 600, gps: true });
  return t.send({
    method: "POST",
    url: "/api/media",
    ...multipartUpload([{ fileName: "guji-washing-station.jpg", bytes: photo }]),
    cookies,
  });
}

describe("a bucket that cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on this machine: nothing listens, the connection is refused at once.
    t = await createAdminTestApp({ env: bucketEnv("http://127.0.0.1:9", "") });
  }, SLOW);
  afterAll(() => t.close());

  it(
    "answers 503 EXTERNAL_SERVICE_ERROR and records nothing",
    async () => {
      const response = await uploadPhoto(t, await signIn(t));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error).toMatchObject({
        code: "EXTERNAL_SERVICE_ERROR",
        message: STORE_UNAVAILABLE,
      });
      const [rows] = await t.database.db.select({ n: count() }).from(mediaImages);
      expect(rows?.n).toBe(0);
      expect(readdirSync(t.app.config.MEDIA_DIR)).toEqual([]);
      const file = await t.app.inject({ url: `/media/library/${"a".repeat(24)}/640.webp` });
      expect(file.statusCode).toBe(503);
    },
    SLOW,
  );
});

describe.skipIf(!endpoint)(
  "an S3-compatible bucket shared by two instances (S3_TEST_ENDPOINT, else skipped: no local S3 peer installed)",
  () => {
    const prefix = `test-${Date.now()}/`;
    let first: TestApp;
    let second: TestApp;
    let s3: S3Client;
    const keys = async () =>
      (
        await s3.send(new ListObjectsV2Command({ Bucket: peer.bucket, Prefix: prefix }))
      ).Contents?.map((object) => object.Key!.slice(prefix.length)).sort() ?? [];

    beforeAll(async () => {
      first = await createAdminTestApp({ env: bucketEnv(endpoint!, prefix) });
      second = await createAdminTestApp({ env: bucketEnv(endpoint!, prefix) });
      s3 = new S3Client({
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
      });
    }, SLOW);
    afterAll(async () => {
      s3?.destroy();
      await first?.close();
      await second?.close();
    });

    it(
      "stores the files in the bucket, serves them from either instance, deletes them",
      async () => {
        const admin = await signIn(first);
        const response = await uploadPhoto(first, admin);
        expect(response.statusCode, response.body).toBe(201);
        const image: MediaImage = response.json().images[0];
        const files = [...image.variants, image.jpeg].map((file) => file.url);
        expect(await keys()).toEqual(
          [...new Set(files.map((url) => url.split("/").slice(-2).join("/")))].sort(),
        );
        // Nothing on the instance's own disk.
        expect(readdirSync(first.app.config.MEDIA_DIR)).toEqual([]);

        for (const url of files) {
          const served = await second.app.inject({ url });
          expect(served.statusCode, url).toBe(200);
          expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
          expect((await sharp(served.rawPayload).metadata()).exif, url).toBeUndefined();
          expect(served.rawPayload.includes(CAMERA_MODEL), url).toBe(false);
        }

        const deleted = await first.send({
          method: "DELETE",
          url: `/api/media/${image.id}`,
          cookies: admin,
        });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(await keys()).toEqual([]);
        expect((await second.app.inject({ url: image.jpeg.url })).statusCode).toBe(404);
      },
      SLOW,
    );
  },
);
