/** A message box: errors, warnings and plain information, announced to screen readers. */
import type { ReactNode } from 'react';

export function Notice({ kind = 'info', children, testId }: { kind?: 'info' | 'error' | 'warning'; children: ReactNode; testId?: string }) {
  return (
    <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
