/**
 * Saves a file fetched through the authenticated client: a plain link to the API could
 * not carry the bearer token, so the body arrives as a blob and is handed to the browser
 * as a download from a short-lived blob: URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
