/** React state over the browser's storage: the player's name and "my matches", shared across tabs. */
import { useCallback, useEffect, useState } from 'react';
import { forgetMatch, loadMatches, MY_MATCHES_KEY, PLAYER_NAME_KEY, rememberMatch, type StoredMatch } from './my-matches';

/** localStorage, or a throw-away map when the browser refuses storage (private modes, sandboxed frames). */
function browserStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    localStorage.getItem(MY_MATCHES_KEY);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

export const store = browserStore();

export function useMyMatches() {
  const [matches, setMatches] = useState<StoredMatch[]>(() => loadMatches(store));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MY_MATCHES_KEY || event.key === null) setMatches(loadMatches(store));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const remember = useCallback((match: StoredMatch) => setMatches(rememberMatch(store, match)), []);
  const forget = useCallback((gameName: string, matchID: string) => setMatches(forgetMatch(store, gameName, matchID)), []);
  return { matches, remember, forget };
}

export function usePlayerName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => store.getItem(PLAYER_NAME_KEY) ?? '');
  const update = useCallback((next: string) => {
    setName(next);
    try {
      store.setItem(PLAYER_NAME_KEY, next);
    } catch {
      // not remembered, still used
    }
  }, []);
  return [name, update];
}
