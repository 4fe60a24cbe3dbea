// Module hooks that let a browser test import the web app's own TypeScript modules (the route and menu registries,
// e2e/web-pages.mjs), compiled on the fly by swc (already a dev dependency): `.ts`/`.tsx` files, relative imports
// without an extension, and the `@kg/contracts` aliases of apps/web/vite.config.ts. Registered with module.register.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import swc from '@swc/core';

const contracts = new URL('../libs/contracts/src/', import.meta.url);
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  if (specifier === '@kg/contracts') return { url: new URL('index.ts', contracts).href, shortCircuit: true };
  const alias = /^@kg\/contracts\/([a-z-]+)$/.exec(specifier);
  if (alias) return { url: new URL(`${alias[1]}.ts`, contracts).href, shortCircuit: true };
  const fromTs = context.parentURL && /\.tsx?$/.test(context.parentURL);
  if (fromTs && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    const base = fileURLToPath(new URL(specifier, context.parentURL));
    const found = candidates(base).find((path) => /\.(ts|tsx|mjs|js)$/.test(path) && existsSync(path));
    if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  }
  return next(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
