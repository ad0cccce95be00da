/** Progress lines go to stderr; stdout holds only the results. */
export function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}
