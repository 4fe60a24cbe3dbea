import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const source = fileURLToPath(new URL('./service-worker.js', import.meta.url));

/** The hashed files index.html loads at once (scripts, preloaded modules, styles): what the shell needs offline. */
export function shellFilesOf(html: string): string[] {
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(files)];
}

/** The service worker's text for one release: its name and the shell's files written into it. */
export function serviceWorkerFor(template: string, html: string): string {
  const release = createHash('sha256').update(html).digest('hex').slice(0, 12);
  return template
    .replace('__KG_RELEASE__', release)
    .replace("'__KG_SHELL_FILES__'", JSON.stringify(JSON.stringify(shellFilesOf(html))));
}

/**
 * Emits /sw.js with the release (a hash of index.html, so that each build installs a new worker and drops the old
 * files) and the list of the first page's files to keep. Runs after the HTML is generated, before the files are
 * compressed (vite-precompress.ts, at closeBundle).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'kg-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') this.error('index.html is missing from the build: the service worker needs it');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerFor(readFileSync(source, 'utf8'), String(page.source)),
      });
    },
  };
}
