/**
 * Mounting a component into happy-dom's document for the replay tests: React's `act` around every change,
 * clicks and keys as a browser sends them.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LanguageProvider, type Language } from '../../client/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  root: Root;
  byTestId(id: string): HTMLElement;
  all(selector: string): HTMLElement[];
  click(id: string): Promise<void>;
  key(key: string, target?: EventTarget): Promise<void>;
  unmount(): void;
}

export async function mount(element: ReactElement, language: Language = 'en'): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<LanguageProvider language={language}>{element}</LanguageProvider>));
  const byTestId = (id: string) => {
    const found = container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!found) throw new Error(`no element with data-testid="${id}" in ${container.innerHTML.slice(0, 500)}`);
    return found;
  };
  return {
    container,
    root,
    byTestId,
    all: (selector) => [...container.querySelectorAll<HTMLElement>(selector)],
    click: async (id) => {
      await act(async () => byTestId(id).click());
    },
    key: async (key, target = window) => {
      await act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    },
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Let pending timers and promises (a step fetched once the controls rest, lazy texts) settle inside `act`. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}
