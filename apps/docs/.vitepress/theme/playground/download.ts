/**
 * Saving a converted file from the page: the browser's download of an object URL.
 * @module
 */

/** How long the object URL of a download stays valid (milliseconds): the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Offers `bytes` as a download named `fileName` (a temporary link to an object URL, clicked once).
 * Browser only (uses `document` and `URL.createObjectURL`).
 */
export function downloadBytes(fileName: string, bytes: Uint8Array): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}
