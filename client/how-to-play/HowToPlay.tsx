/**
 * A disclosure: a button (aria-expanded) that shows or hides a game's goal, turn and end in a few
 * sentences, each linked to the rule it sums up, and a link to the full rules. Nothing for a game without
 * a summary.
 */
import { useId, useState } from 'react';
import type { GameMeta } from '../../games/types';
import { useLocalized, useT } from '../i18n';
import { routeHash } from '../routes';
import { HOW_TO_PLAY_PARTS, howToPlayOf } from './how-to-play';
import { howToPlayTexts } from './how-to-play-texts';

export function HowToPlay({ entry, initiallyOpen = false, level = 2 }: { entry: GameMeta; initiallyOpen?: boolean; level?: 2 | 3 | 4 }) {
  const t = useT(howToPlayTexts);
  const localized = useLocalized();
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const game = entry.name;
  const summary = howToPlayOf(game);
  if (!summary) return null;
  const title = localized(entry.title);
  const bodyId = `${id}-body`;
  const headingId = `${id}-heading`;
  const Heading = `h${level}` as const;
  return (
    <div className={`how-to-play${open ? ' open' : ''}`} data-game={game}>
      <button
        type="button"
        className="how-to-play-toggle"
        data-testid="how-to-play-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-label={t('toggleLabel', { game: title })}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true" className="disclosure-mark">
          {open ? '▾' : '▸'}
        </span>{' '}
        {t('toggle')}
      </button>
      <section id={bodyId} className="how-to-play-body" data-testid="how-to-play-body" aria-labelledby={headingId} hidden={!open}>
        <Heading id={headingId} className="how-to-play-heading">
          {t('heading', { game: title })}
        </Heading>
        <dl>
          {HOW_TO_PLAY_PARTS.map((part) => (
            <div key={part} className="how-to-play-part">
              <dt>{t(part)}</dt>
              <dd>
                {t(summary[part])}{' '}
                <a
                  href={routeHash({ name: 'rules', game, rule: summary.rules[part] })}
                  aria-label={t('ruleLinkLabel', { rule: summary.rules[part] })}
                  data-testid={`how-to-play-rule-${part}`}
                >
                  {t('ruleLink', { rule: summary.rules[part] })}
                </a>
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <a href={routeHash({ name: 'rules', game })} data-testid="how-to-play-full-rules">
            {t('fullRules', { game: title })}
          </a>
        </p>
      </section>
    </div>
  );
}
