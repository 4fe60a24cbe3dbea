import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files a browser downloads as text; pictures and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Every file under `dir`, except the build's own bookkeeping (`.vite/manifest.json`). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.name.startsWith('.')) return [];
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

interface Compressed {
  size: number;
  brotli: number | null;
  gzip: number | null;
}

/** Writes `file.br` and `file.gz` beside `file`, each only where it is smaller than the file itself. */
export async function compressFile(file: string): Promise<Compressed> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (compressed: Buffer, extension: string) => {
    if (compressed.length >= content.length) return null;
    await writeFile(`${file}${extension}`, compressed);
    return compressed.length;
  };
  return { size: content.length, brotli: await keep(br, '.br'), gzip: await keep(gz, '.gz') };
}

/**
 * Precompressed copies of the build (brotli at its best and gzip level 9), written once at build time so that neither
 * the API (@fastify/static `preCompressed`, apps/api/src/main.ts) nor nginx (`gzip_static`, deploy/nginx.conf)
 * compresses a file per request. Covers the files Vite wrote and those it copied from public/.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log = (message: string): void => void message;
  return {
    name: 'kg:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      // A few at a time: zlib runs on libuv's four threads, and brotli at its best quality is slow on big files.
      const results: Compressed[] = [];
      for (let start = 0; start < files.length; start += 8)
        results.push(...(await Promise.all(files.slice(start, start + 8).map(compressFile))));
      const total = (pick: (result: Compressed) => number | null) =>
        Math.round(results.reduce((sum, result) => sum + (pick(result) ?? result.size), 0) / 1024);
      log(
        `precompressed ${files.length} files: ${total((result) => result.size)} KB → ` +
          `${total((result) => result.brotli)} KB brotli, ${total((result) => result.gzip)} KB gzip`,
      );
    },
  };
}
