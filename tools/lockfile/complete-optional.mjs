// The registry mirror on our machines lacks the other platforms' builds of some native packages (swc, nx, jest's
// resolver), so npm cannot record them in package-lock.json, and `npm ci` then refuses the lock as out of sync.
// This adds an entry for each missing optional platform package, with the os/cpu/libc that make `npm ci` skip it
// on any machine where it does not apply. Run after `npm install`: node tools/lockfile/complete-optional.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = osNames.find((candidate) => parts.includes(candidate));
  const cpu = cpuNames.find((candidate) => parts.includes(candidate));
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const candidates = [`${path ? `${path}/` : ''}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !cpu) continue;
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages recorded`);
