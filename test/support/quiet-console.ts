/**
 * Silences `console.error` for one test file: boardgame.io's reducer prints an error for each refused
 * move, and tests that try refused moves on purpose would drown their report in them.
 */
import { afterAll, beforeAll, vi } from 'vitest';

export function quietConsoleErrors(): void {
  let quiet: ReturnType<typeof vi.spyOn> | undefined;
  beforeAll(() => {
    quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => quiet?.mockRestore());
}
