/**
 * A wide table's own scrolling area: the page keeps its width, and while the table overflows the area is a named
 * region reached with Tab, so the keyboard can scroll it too.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function ScrollArea({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className ? `scroll-area ${className}` : 'scroll-area'} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
