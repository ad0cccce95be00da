/** Saving a JSON value as a file on the user's device (a link with `download`, clicked once). */

export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
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
