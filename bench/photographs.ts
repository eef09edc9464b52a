// Photographs for `npm run bench:pages -- --photographs` (issue 50): the pages audited as the
// exporter will run them, with a photograph in the home page's hero and on the first lot. Each is
// made with sharp (a landscape drawn, with a camera's grain so it compresses as a photograph
// does), uploaded through the desk's API, given its words and set in its place.
import { request, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

const SIZE = { width: 2400, height: 1600 };

/** Hills under a sky at the given hues, with grain. */
async function photograph(sky: string, hills: string): Promise<Buffer> {
  const { width, height } = SIZE;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#e8d7b0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#s)"/>` +
      `<path d="M0 900 Q 600 620 1300 860 T 2400 780 V 1600 H 0 Z" fill="${hills}"/>` +
      `<path d="M0 1180 Q 800 980 1600 1160 T 2400 1100 V 1600 H 0 Z" fill="#2f4a2a"/>` +
      `</svg>`,
  );
  const grain = await sharp({
    create: {
      ...SIZE,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function csrf(api: APIRequestContext) {
  const { csrfToken } = (await (await api.get("/api/csrf-token")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Uploads one photograph and gives it its alt text; answers its id. */
async function upload(api: APIRequestContext, name: string, bytes: Buffer, alt: string) {
  const uploaded = (await ok(
    await api.post("/api/media", {
      multipart: { file: { name, mimeType: "image/jpeg", buffer: bytes } },
      headers: await csrf(api),
      timeout: 120_000,
    }),
    `upload ${name}`,
  )) as { images: { id: string }[] };
  const id = uploaded.images[0]!.id;
  await ok(
    await api.patch(`/api/media/${id}`, {
      data: { alt, caption: "", credit: "Abyssinia Green Coffee" },
      headers: await csrf(api),
    }),
    `describe ${name}`,
  );
  return id;
}

/** Sets a photograph in the hero and on the lot `lotId` of the server at `base`. */
export async function setPhotographs(base: string, password: string, lotId: number | undefined) {
  const api = await request.newContext({ baseURL: base });
  try {
    await ok(
      await api.post("/api/admin/login", { data: { password }, headers: await csrf(api) }),
      "sign in",
    );
    const hero = await upload(
      api,
      "highlands.jpg",
      await photograph("#9cc3d5", "#4d6b3a"),
      "Coffee gardens on the highland slopes at Hambela, under a morning sky",
    );
    const place = async (path: string, imageIds: string[]) =>
      ok(
        await api.put(`/api/media/places/${path}`, {
          data: { imageIds },
          headers: await csrf(api),
        }),
        `set ${path}`,
      );
    await place("site-place/hero-highlands", [hero]);
    if (lotId !== undefined) {
      const beds = await upload(
        api,
        "drying-beds.jpg",
        await photograph("#f4d9a8", "#7a5a32"),
        "Raised drying beds at the washing station in the afternoon sun",
      );
      await place(`lot/${lotId}`, [beds]);
    }
  } finally {
    await api.dispose();
  }
}
