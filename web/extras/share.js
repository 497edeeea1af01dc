// The share dialog's extra, kept out of the app's first load: the system
// share sheet (Web Share API). The app adds this script after its first draw
// and calls, through `window.sjakkboks`, `share(url)`: opens the share sheet,
// resolving to whether the link was shared; `undefined` where the browser has
// no share sheet. (The link's QR code is drawn by the engine's worker, which
// the app asks itself.)
(() => {
  const api = (window.sjakkboks ??= {});

  api.share = (url) => {
    if (typeof navigator.share !== 'function') return undefined;
    return navigator.share({ url }).then(() => true, () => false);
  };
})();
