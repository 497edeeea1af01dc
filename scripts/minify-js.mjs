// The first step of Trunk's post_build hook (scripts/post-build.mjs):
// minifies the JavaScript that wasm-bindgen wrote (Trunk's own minifier
// gives up on it) with terser, in release builds only, and puts the new
// files' SRI hashes into index.html so the browser still accepts them.
// The app's JS is an ES module; the engine worker's is a classic script whose
// global `wasm_bindgen` its loader calls, so its top level keeps its names.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { integrity, release, stagingDir } from './build-step.mjs';

const staging = stagingDir(import.meta.url);
if (!release) process.exit(0);

const indexPath = join(staging, 'index.html');
let index = await readFile(indexPath, 'utf8');
let saved = 0;
for (const name of await readdir(staging)) {
  if (!name.endsWith('.js') || name === 'sw.js' || name.endsWith('_loader.js')) continue;
  const path = join(staging, name);
  const source = await readFile(path, 'utf8');
  const module = !name.startsWith('sjakkboks-worker');
  const out = await minify(source, { module, compress: true, mangle: true });
  if (!out.code) throw new Error(`minify-js.mjs: terser gave nothing for ${name}`);
  const before = integrity(Buffer.from(source));
  await writeFile(path, out.code);
  // The page names the file with its old hash (modulepreload); give it the new one.
  index = index.split(before).join(integrity(Buffer.from(out.code)));
  saved += source.length - out.code.length;
}
await writeFile(indexPath, index);
console.log(`minify-js.mjs: minified wasm-bindgen's JS (${saved} bytes less)`);
