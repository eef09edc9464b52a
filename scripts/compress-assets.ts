// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the client
// build (scripts, stylesheets, SVG drawings), which the server sends as they are to a browser that
// accepts them (@fastify/static `preCompressed`) instead of compressing every answer at the fast,
// lighter setting it uses for answers made on request (decision 036). HTML is not among them: the
// server sends pages from memory, with their addresses and headers filled in.
//
//   npm run build                         runs it after react-router build
//   tsx scripts/compress-assets.ts [dir]  the client build in dir (default build/client, or
//                                         $BUILD_DIR/client)
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches as a file; everything else is compressed already or sent from memory. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Writes the copies for every compressible file under dir; returns the files it read. */
export async function compressAssets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const contents = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(contents, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
          },
        }),
        gzipped(contents, { level: 9 }),
      ]);
      // A copy no smaller than the file (a tiny one) is not worth a header; the file goes as it is.
      if (br.length < contents.length) await writeFile(`${file}.br`, br);
      if (gz.length < contents.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client");
  const files = await compressAssets(dir);
  console.log(`compressed ${files.length} files in ${dir} (brotli 11, gzip 9)`);
}
