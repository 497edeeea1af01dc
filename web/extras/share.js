// The share dialog's extras, kept out of the app's first load: the system
// share sheet (Web Share API) and the QR code of the link. The app adds this
// script after its first draw and calls, through `window.sjakkboks`:
// - `share(url)`: opens the share sheet, resolving to whether the link was
//   shared; `undefined` where the browser has no share sheet;
// - `showQr()`: asks the engine's worker (its `qr` job) for the QR code of the
//   link in `[data-share-qr]`'s `data-link` and puts the SVG in its
//   `.qr-picture`; the figure is hidden when no code can be made.
(() => {
  const api = (window.sjakkboks ??= {});

  api.share = (url) => {
    if (typeof navigator.share !== 'function') return undefined;
    return navigator.share({ url }).then(() => true, () => false);
  };

  api.showQr = () => {
    const figure = document.querySelector('[data-share-qr]');
    const text = figure?.dataset.link;
    if (!text) return;
    const failed = (worker) => {
      worker?.terminate();
      figure.hidden = true;
    };
    let worker;
    try {
      worker = new Worker('sjakkboks-worker_loader.js');
    } catch {
      failed();
      return;
    }
    worker.onmessage = ({ data }) => {
      if (data.ready) {
        worker.postMessage({ id: 1, kind: 'qr', text });
        return;
      }
      if (typeof data.svg !== 'string') {
        failed(worker);
        return;
      }
      worker.terminate();
      figure.querySelector('.qr-picture').innerHTML = data.svg;
    };
    worker.onerror = () => failed(worker);
  };
})();
