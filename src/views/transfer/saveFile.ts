/** Hands a downloaded file to the browser's own "save", under the name the server gave it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob over; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
