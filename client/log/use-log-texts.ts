/** A game's log texts, loaded once per page from the registry (each game's texts come with its board). */
import { useEffect, useState } from 'react';
import type { LogTexts } from './log-texts';
import { logTextsOf } from './registry';

const loaded = new Map<string, LogTexts>();
const loading = new Map<string, Promise<LogTexts | undefined>>();

/** Load (once) the log texts of `game`; undefined for a game with none, or when loading fails. */
export function loadLogTexts(game: string): Promise<LogTexts | undefined> {
  const known = loaded.get(game);
  if (known) return Promise.resolve(known);
  let pending = loading.get(game);
  if (!pending) {
    const load = logTextsOf[game];
    pending = (load ? load() : Promise.resolve(undefined))
      .then((texts) => {
        if (texts) loaded.set(game, texts);
        return texts;
      })
      .catch(() => undefined)
      .finally(() => loading.delete(game));
    loading.set(game, pending);
  }
  return pending;
}

/** The texts if already loaded (a screen opened after another showed the same game gets them at once). */
export function loadedLogTexts(game: string): LogTexts | undefined {
  return loaded.get(game);
}

/** The log texts of `game`: undefined until loaded, then the texts; events read neutrally meanwhile. */
export function useLogTexts(game: string): LogTexts | undefined {
  const [state, setState] = useState(() => ({ game, texts: loaded.get(game) }));
  useEffect(() => {
    let current = true;
    void loadLogTexts(game).then((texts) => {
      if (current) setState((previous) => (previous.game === game && previous.texts === texts ? previous : { game, texts }));
    });
    return () => {
      current = false;
    };
  }, [game]);
  return state.game === game ? state.texts : loaded.get(game);
}
