// The image library in an S3-compatible bucket, against a real peer on this machine: s3rver,
// started by the test on a free port (server/test/s3-peer.ts), or the peer S3_TEST_ENDPOINT names
// (a MinIO, say; with S3_TEST_BUCKET, an existing bucket, default `media`, and
// S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY). The unreachable bucket's refusal needs
// no peer.
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { count, eq } from "drizzle-orm";
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaImage } from "../../../common/contract/media";
import { mediaImages } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { CAMERA_MODEL, multipartUpload, photograph } from "../../test/photos";
import { S3_PEER_CREDENTIALS, startS3Peer } from "../../test/s3-peer";
import type { TestApp } from "../../test/test-app";
import { developMissingWidths } from "./missing-widths";
import { STORE_UNAVAILABLE, type MediaStore } from "./store";

const SLOW = 120_000;
const peer = {
  bucket: process.env.S3_TEST_BUCKET ?? "media",
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? S3_PEER_CREDENTIALS.accessKeyId,
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? S3_PEER_CREDENTIALS.secretAccessKey,
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

describe("an S3-compatible bucket shared by two instances", () => {
  const prefix = `test-${Date.now()}/`;
  let endpoint: string;
  let stopPeer: (() => Promise<void>) | undefined;
  let first: TestApp;
  let second: TestApp;
  let s3: S3Client;
  const keys = async () =>
    (
      await s3.send(new ListObjectsV2Command({ Bucket: peer.bucket, Prefix: prefix }))
    ).Contents?.map((object) => object.Key!.slice(prefix.length)).sort() ?? [];

  /** Uploads a photograph, then takes it back to what the library made before 960 px. */
  async function photographFromBefore960(admin: Record<string, string>, fileName: string) {
    const response = await first.send({
      method: "POST",
      url: "/api/media",
      ...multipartUpload([{ fileName, bytes: await photograph({ width: 1200, height: 800 }) }]),
      cookies: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    const image: MediaImage = response.json().images[0];
    const older = ["960.avif", "960.webp"].map((name) => `${image.id}/${name}`);
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: peer.bucket,
        Delete: { Objects: older.map((key) => ({ Key: `${prefix}${key}` })) },
      }),
    );
    await first.database.db
      .update(mediaImages)
      .set({ widths: [640, 1200] })
      .where(eq(mediaImages.id, image.id));
    return { image, older };
  }

  beforeAll(async () => {
    endpoint = process.env.S3_TEST_ENDPOINT ?? "";
    if (!endpoint) {
      const started = await startS3Peer(peer.bucket);
      endpoint = started.endpoint;
      stopPeer = started.stop;
    }
    first = await createAdminTestApp({ env: bucketEnv(endpoint, prefix) });
    second = await createAdminTestApp({ env: bucketEnv(endpoint, prefix) });
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
    await stopPeer?.();
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

  it(
    "gives a photograph from before the 960 px width its files in the bucket",
    async () => {
      const { older } = await photographFromBefore960(await signIn(first), "drying-beds.jpg");
      expect(await keys()).not.toContain(older[0]);

      const developed = await developMissingWidths({
        db: first.database.db,
        store: first.app.mediaStore,
        log: first.app.log,
        invalidateCaches: () => first.app.invalidateCaches(),
      });
      expect(developed).toBe(1);
      expect(await keys()).toEqual(expect.arrayContaining(older));
      const served = await second.app.inject({ url: `/media/library/${older[0]}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
    },
    SLOW,
  );

  it(
    "leaves no objects of a photograph the admin deletes while its 960 px files are made",
    async () => {
      const admin = await signIn(first);
      const { image } = await photographFromBefore960(admin, "hulling.jpg");

      const store = first.app.mediaStore;
      // The admin's delete lands after the files were made and before they are stored.
      const deletedMeanwhile: MediaStore = {
        kind: store.kind,
        put: (imageId, files) => store.put(imageId, files),
        get: (imageId, name) => store.get(imageId, name),
        remove: (imageId, names) => store.remove(imageId, names),
        add: async (imageId, files) => {
          const deleted = await first.send({
            method: "DELETE",
            url: `/api/media/${imageId}`,
            cookies: admin,
          });
          expect(deleted.statusCode, deleted.body).toBe(200);
          await store.add(imageId, files);
        },
      };
      const developed = await developMissingWidths({
        db: first.database.db,
        store: deletedMeanwhile,
        log: first.app.log,
        invalidateCaches: () => first.app.invalidateCaches(),
      });
      expect(developed).toBe(0);
      expect((await keys()).filter((key) => key.startsWith(`${image.id}/`))).toEqual([]);
    },
    SLOW,
  );
});
