// The second step of Trunk's post_build hook (scripts/post-build.mjs), after
// minify-js.mjs and before service-worker.mjs, in release builds only: gives
// the app's wasm imports short names. wasm-bindgen names each import after its JS function plus a
// 16-digit hash (`__wbg_addEventListener_f2d27251d333a631`), once in the wasm
// and once in the JS; random digits do not compress, so those names alone
// cost the first load some 5 KB of gzip. Both files are rewritten with the
// same short names, and their SRI hashes in index.html are renewed.
// The engine worker's files are left alone (not in the first load).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { integrity, release, stagingDir } from './build-step.mjs';

const staging = stagingDir(import.meta.url);
if (!release) process.exit(0);

/** Reads an unsigned LEB128 number at `at`: its value and the offset after it. */
function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** `value` as unsigned LEB128 bytes. */
function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

/** A length-prefixed UTF-8 name. */
const name = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([leb(bytes.length), bytes]);
};

/** The length of an import's description (after its two names) starting at `at`. */
function descriptionEnd(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = readLeb(bytes, p);
    if (flags & 1) [, p] = readLeb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return readLeb(bytes, at)[1]; // function: type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    default: throw new Error(`minify-wasm-imports.mjs: unknown import kind ${kind}`);
  }
}

/**
 * Renames the imports of `wasm` from module `from` to short names; returns the
 * new module and the map from old to new names.
 */
function renameImports(wasm, from) {
  const renamed = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, bodyAt] = readLeb(wasm, at + 1);
    const end = bodyAt + size;
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = readLeb(wasm, bodyAt);
    const body = [leb(count)];
    while (count--) {
      const [moduleLength, moduleAt] = readLeb(wasm, p);
      const module = wasm.toString('utf8', moduleAt, moduleAt + moduleLength);
      const [fieldLength, fieldAt] = readLeb(wasm, moduleAt + moduleLength);
      const field = wasm.toString('utf8', fieldAt, fieldAt + fieldLength);
      const descAt = fieldAt + fieldLength;
      const descEnd = descriptionEnd(wasm, descAt);
      let short = field;
      if (module === from) {
        short = renamed.get(field) ?? `i${renamed.size.toString(36)}`;
        renamed.set(field, short);
      }
      body.push(name(module), name(short), wasm.subarray(descAt, descEnd));
      p = descEnd;
    }
    const section = Buffer.concat(body);
    parts.push(Buffer.from([2]), leb(section.length), section);
    at = end;
  }
  return [Buffer.concat(parts), renamed];
}

const indexPath = join(staging, 'index.html');
let index = await readFile(indexPath, 'utf8');
const files = await readdir(staging);
const wasmName = files.find((f) => /^sjakkboks-app-.*_bg\.wasm$/.test(f));
const jsName = wasmName && wasmName.replace(/_bg\.wasm$/, '.js');
if (!wasmName || !files.includes(jsName)) {
  throw new Error('minify-wasm-imports.mjs: the app\'s wasm and JS are not in the build');
}
const wasm = await readFile(join(staging, wasmName));
const js = await readFile(join(staging, jsName), 'utf8');
const [newWasm, renamed] = renameImports(wasm, './sjakkboks-app_bg.js');
let newJs = js;
for (const [old, short] of renamed) {
  // Each import is one key of the JS import object, written `name:function`.
  const key = new RegExp(`(?<![\\w$])${old}(?=:)`, 'g');
  const found = newJs.match(key)?.length ?? 0;
  if (found !== 1) {
    throw new Error(`minify-wasm-imports.mjs: ${old} is a key ${found} times in ${jsName}, not once`);
  }
  newJs = newJs.replace(key, short);
}
new WebAssembly.Module(newWasm); // still a valid module
await writeFile(join(staging, wasmName), newWasm);
await writeFile(join(staging, jsName), newJs);
index = index.split(integrity(wasm)).join(integrity(newWasm));
index = index.split(integrity(Buffer.from(js))).join(integrity(Buffer.from(newJs)));
await writeFile(indexPath, index);
const saved = wasm.length + js.length - newWasm.length - newJs.length;
console.log(`minify-wasm-imports.mjs: ${renamed.size} imports renamed (${saved} bytes less)`);
