/** The latest public facts from the log, newest first: what the automatic phases and the other players did. */
import type { LogEntry } from 'boardgame.io';
import { FACTION_INFO, GOVERNMENT_NAMES, isFaction, type Government } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO } from '../../../games/pax-barbarorum/data/map';
import { isProvince } from '../../../games/pax-barbarorum/rules/board';
import type { Note } from '../../../games/pax-barbarorum/rules/journal';
import { useLocalized, useT } from '../../i18n';
import { eventTexts, type EventKey } from './events';

const SHOWN = 14;

export function EventLog({ log }: { log: readonly LogEntry[] | undefined }) {
  const t = useT(eventTexts);
  const L = useLocalized();
  const notes: Note[] = [];
  for (let i = (log?.length ?? 0) - 1; i >= 0 && notes.length < SHOWN; i--) {
    const events = (log![i].metadata as { events?: Note[] } | undefined)?.events ?? [];
    for (let j = events.length - 1; j >= 0 && notes.length < SHOWN; j--) notes.push(events[j]);
  }
  if (notes.length === 0) return null;
  const value = (v: unknown): string | number => {
    if (typeof v === 'number') return v;
    if (isFaction(v)) return L(FACTION_INFO[v].name);
    if (isProvince(v)) return L(PROVINCE_INFO[v].name);
    if (typeof v === 'string' && v in GOVERNMENT_NAMES) return L(GOVERNMENT_NAMES[v as Government]);
    if (Array.isArray(v)) return v.length;
    return v === null || v === undefined ? '' : String(v);
  };
  const sentence = (note: Note): string => {
    let key = note.rule;
    if (key === 'PAX-WEALTH-2' && Number(note.missing) > 0) key = 'PAX-WEALTH-2-short';
    if (key === 'PAX-DIPLO-3' && note.accepted) key = 'PAX-DIPLO-3-accepted';
    if (key === 'PAX-BATTLE-6' && note.stays) key = 'PAX-BATTLE-6-stay';
    if (!(key in eventTexts.en)) return key;
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(note)) params[k] = value(v);
    if (typeof note.s === 'number') params.pieces = Number(note.s) + Number(note.a) + Number(note.c);
    if (note.step === 'diversity' || note.step === 'numbers') params.step = t(`step_${note.step}`);
    return t(key as EventKey, params);
  };
  return (
    <section className="pb-panel">
      <h3>{t('events')}</h3>
      <ul className="pb-log">
        {notes.map((note, i) => (
          <li key={i}>{sentence(note)}</li>
        ))}
      </ul>
    </section>
  );
}
