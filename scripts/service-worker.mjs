// The last step of Trunk's post_build hook (scripts/post-build.mjs): writes
// sw.js, the service worker that lets the app load and play offline, into
// Trunk's staging directory.
//
// Release builds get a worker that precaches every file of the build (Trunk
// puts content hashes in the asset names, so the list is only known now) in a
// cache named after a hash of those files: a new build is a new worker with a
// new cache, installed on the next online visit, and the old cache is deleted.
// Debug builds (`trunk serve`) get a worker that removes itself and its
// caches, so development is never served from a cache.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { minify } from 'terser';
import { release, stagingDir } from './build-step.mjs';

const staging = stagingDir(import.meta.url);

/** Every file under `dir`, as paths relative to the staging directory. */
async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(relative(staging, path).split(sep).join('/'));
  }
  return out;
}

const assets = (await files(staging)).filter((f) => f !== 'sw.js').sort();
const hash = createHash('sha256');
for (const file of assets) {
  hash.update(file);
  hash.update(await readFile(join(staging, file)));
}
const version = hash.digest('hex').slice(0, 16);

const releaseWorker = `// Sjakkboks service worker, written by scripts/service-worker.mjs at build time.
const VERSION = ${JSON.stringify(version)};
const CACHE = 'sjakkboks-' + VERSION;
const ASSETS = ${JSON.stringify(['./', ...assets], null, 2)};
// On a slow network the cached page is shown after this long.
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((a) => new Request(a, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith('sjakkboks-') && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page: from the network when it answers (a new build shows at once),
    // else the cached one.
    const cached = () => caches.match('./index.html', { cacheName: CACHE, ignoreSearch: true });
    event.respondWith(new Promise((resolve, reject) => {
      let settled = false;
      const fallBack = () => cached().then((hit) => {
        if (!settled && hit) { settled = true; resolve(hit); }
        return hit;
      });
      const timer = setTimeout(fallBack, NAVIGATION_TIMEOUT_MS);
      fetch(request).then((response) => {
        clearTimeout(timer);
        if (!settled) { settled = true; resolve(response); }
      }, () => {
        clearTimeout(timer);
        fallBack().then((hit) => { if (!hit && !settled) reject(new Error('offline')); });
      });
    }));
    return;
  }
  // The assets: hashed names never change, so the cache answers first.
  event.respondWith(
    caches.match(request, { cacheName: CACHE, ignoreSearch: true })
      .then((hit) => hit || fetch(request)),
  );
});
`;

const devWorker = `// Sjakkboks service worker for development builds: it removes itself and the
// caches of release builds, so that \`trunk serve\` always serves fresh files.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sjakkboks-')).map((k) => caches.delete(k))))
      .then(() => self.registration.unregister()),
  );
});
`;

// Release builds minify it too (terser, as scripts/minify-js.mjs): it is part of the first load.
const worker = release ? (await minify(releaseWorker, { compress: true, mangle: true })).code : devWorker;
await writeFile(join(staging, 'sw.js'), worker);
console.log(`service-worker.mjs: wrote sw.js (${release ? `release, cache ${version}, ${assets.length} files` : 'development: removes itself'})`);
