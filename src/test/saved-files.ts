/**
 * The files the app hands to the browser to save (shared/lib/save-file.ts), caught: jsdom has no
 * object URLs and would try to navigate to the link. What was saved and under which name; the
 * stand-ins are taken away after each test (setup-dom.ts).
 */
export function catchSavedFiles() {
  const files: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      files.push(blob);
      return `blob:saved-${files.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

/** jsdom's URL as it was: without object URLs. */
export function forgetSavedFiles(): void {
  const url = URL as unknown as Record<string, unknown>;
  delete url.createObjectURL;
  delete url.revokeObjectURL;
}
