// A step of Trunk's post_build hook (scripts/post-build.mjs), run after the
// minifying steps and before service-worker.mjs: moves every inline <script> of index.html (Trunk writes
// the app's start as one) into a file of its own, named after a hash of its
// text and loaded with its SRI hash, so that the page's Content-Security-Policy
// (index.html) can forbid inline scripts. The service worker's hook, run
// next, lists the new file with the others, so the start works offline too.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { integrity, stagingDir } from './build-step.mjs';

const staging = stagingDir(import.meta.url);
const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';

const indexPath = join(staging, 'index.html');
const index = await readFile(indexPath, 'utf8');
const written = [];
// A <script> with attributes (never `src`) and a body; Trunk's minifier may
// drop the quotes round attribute values.
const inline = /<script((?:\s+(?!src\b)[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script>/g;
const out = index.replace(inline, (whole, attributes, body) => {
  if (!body.trim()) return whole;
  const bytes = Buffer.from(body);
  const name = `start-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.js`;
  written.push(writeFile(join(staging, name), bytes));
  return `<script${attributes} src="${publicUrl}${name}" integrity="${integrity(bytes)}"></script>`;
});
await Promise.all(written);
await writeFile(indexPath, out);
console.log(`start-script.mjs: moved ${written.length} inline script(s) into files`);
