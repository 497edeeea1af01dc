// Trunk's one post_build hook (see Trunk.toml). Trunk starts the hooks of a
// stage all at once, and these steps rewrite the same files (the JS, the
// wasm, index.html's SRI hashes), so they run here one after the other:
// minify wasm-bindgen's JS, shorten the wasm's import names, move Trunk's
// inline start script into a file (the page's Content-Security-Policy forbids
// inline scripts), then write the service worker, which lists and hashes the
// final files.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

for (const step of [
  'minify-js.mjs',
  'minify-wasm-imports.mjs',
  'start-script.mjs',
  'service-worker.mjs',
]) {
  execFileSync(process.execPath, [fileURLToPath(new URL(step, import.meta.url))], { stdio: 'inherit' });
}
