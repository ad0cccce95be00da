/** Saving a file on the user's device (a link with `download`, clicked once). */

export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click is handled; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, JSON.stringify(value, null, 2));
}
