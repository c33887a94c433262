/** Saves a text as a file through the browser's download; the object URL is released right after. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking in the same task can cancel the download in some browsers; the next task is enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
