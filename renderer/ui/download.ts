// Saves text the page built as a file: a Blob behind a temporary <a download>, in the desktop app and the browser.

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark; without it accented names break. */
const UTF8_BOM = '\uFEFF';

export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; revoking later frees the Blob without racing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
