/**
 * Hands a file the app wrote to the browser as a download: the platform's own way to save (a phone
 * offers to open or keep it). Nothing is uploaded; the object URL lives only until the click has
 * been handled.
 */
export function saveFile(fileName: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
