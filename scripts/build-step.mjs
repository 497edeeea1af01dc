// What the steps of Trunk's post_build hook (scripts/post-build.mjs) share:
// Trunk's staging directory, whether the build is a release, and the SRI
// hash they renew in index.html after rewriting a file.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';

/** Trunk's staging directory; exits with a message when not run from Trunk. */
export function stagingDir(script) {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging) {
    console.error(`${basename(script)}: TRUNK_STAGING_DIR is not set (run me from Trunk)`);
    process.exit(1);
  }
  return staging;
}

/** Whether Trunk builds for release. */
export const release = process.env.TRUNK_PROFILE === 'release';

/** The `sha384-...` integrity value of `bytes`. */
export const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
