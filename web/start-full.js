// Fetches and starts the full module (sjakkboks-full, the app built with its
// `full` feature), which takes the page over from the first module: see
// crates/app/src/services/handover.rs. Added to the page by the first module
// when something it leaves out is opened.
import init from './sjakkboks-full.js';

try {
  await init();
} catch (error) {
  console.error(error);
  dispatchEvent(new Event('sjakkboks-full-failed'));
}
