/** Hands a Blob to the browser as a download; the object URL is released once the click was dispatched. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking in the same task can cancel the download in some browsers; a later task is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
