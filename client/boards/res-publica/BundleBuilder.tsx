/**
 * Builds one side of a trade: one or two types with counts, joined by "and" or "or" (RP-TRADE-4).
 * It can only say what the grammar allows; the caller's `problem` adds what the rules forbid (cards not
 * held...), and the button stays disabled until the whole statement is legal.
 */
import { useState } from 'react';
import { KINDS } from '../../../games/res-publica/data/cards';
import { MAX_TERM_COUNT, checkBundle } from '../../../games/res-publica/rules/bundle';
import { GENERIC_TYPES, type Bundle, type CardType } from '../../../games/res-publica/rules/types';
import type { Translate } from './labels';
import type { TextKey } from './texts';

const TYPES: readonly CardType[] = [...KINDS, ...GENERIC_TYPES];
const COUNTS = Array.from({ length: MAX_TERM_COUNT }, (_, i) => i + 1);

interface TermState {
  count: number;
  type: CardType;
}

function TermFields({ term, place, onChange, t }: { term: TermState; place: number; onChange(term: TermState): void; t: Translate }) {
  return (
    <span className="rp-term">
      <select aria-label={`${t('count')} ${place}`} value={term.count} onChange={(e) => onChange({ ...term, count: Number(e.target.value) })}>
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <select aria-label={`${t('type')} ${place}`} value={term.type} onChange={(e) => onChange({ ...term, type: e.target.value as CardType })}>
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {t(type)}
          </option>
        ))}
      </select>
    </span>
  );
}

export function BundleBuilder({
  t,
  submitLabel,
  problem,
  onSubmit,
  initialType = 'goths',
  prefix,
  sentence,
}: {
  t: Translate;
  submitLabel: string;
  /** The statement as the player says it, shown live while it is built. */
  sentence(bundle: Bundle): string;
  /** Why this bundle may not be said now (a text key), or null. */
  problem(bundle: Bundle): TextKey | null;
  onSubmit(bundle: Bundle): void;
  initialType?: CardType;
  prefix?: React.ReactNode;
}) {
  const [first, setFirst] = useState<TermState>({ count: 1, type: initialType });
  const [second, setSecond] = useState<TermState | null>(null);
  const [join, setJoin] = useState<'and' | 'or'>('and');
  const raw = { join: second ? join : 'and', terms: second ? [first, second] : [first] };
  const checked = checkBundle(raw);
  const why: TextKey | null = checked.ok ? problem(checked.value) : (`error-${checked.problem}` as TextKey);
  return (
    <div className="rp-builder">
      <div className="rp-builder-row">
        {prefix}
        <TermFields term={first} place={1} onChange={setFirst} t={t} />
        {second && (
          <>
            <select aria-label={`${t('and')} / ${t('or')}`} value={join} onChange={(e) => setJoin(e.target.value as 'and' | 'or')}>
              <option value="and">{t('and')}</option>
              <option value="or">{t('or')}</option>
            </select>
            <TermFields term={second} place={2} onChange={setSecond} t={t} />
          </>
        )}
        <label className="rp-check">
          <input
            type="checkbox"
            checked={second !== null}
            onChange={(e) => setSecond(e.target.checked ? { count: 1, type: first.type === 'metal' ? 'arts' : 'metal' } : null)}
          />
          {t('secondType')}
        </label>
      </div>
      <output className="rp-sentence" aria-live="polite">
        {checked.ok ? t('quoted', { text: sentence(checked.value) }) : null}
      </output>
      <div className="rp-builder-row">
        {why && <span className="rp-why">{t(why)}</span>}
        <button type="button" className="primary" disabled={!checked.ok || why !== null} onClick={() => checked.ok && onSubmit(checked.value)}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
