/**
 * The match log, shared by every screen that shows a match (online, local, saved, replay): each entry's
 * events as sentences in the reader's language, each citing its rule with a link to the rules reference.
 * The panel removes hidden facts itself for its viewer, because local screens hold the whole log.
 * Everything in it is text from the game's log texts, rendered as React text nodes, never as markup.
 */
import { memo, useEffect, useId, useRef } from 'react';
import type { LogEntry } from 'boardgame.io';
import { useT } from '../i18n';
import { routeHash } from '../routes';
import type { DescribedEntry } from './describe-entry';
import { logPanelTexts } from './log-panel-texts';
import { isNew } from './since-last-looked';
import { useEntryDescriber, type DescriberProps } from './use-entry-describer';

export interface LogPanelProps extends DescriberProps {
  /** boardgame.io's log, oldest entry first. */
  log: readonly LogEntry[];
  /** Index of the first entry added since this browser last showed the match: those are marked new. */
  since?: number;
}

export function LogPanel({ log, since, ...describer }: LogPanelProps) {
  const t = useT(logPanelTexts);
  const describe = useEntryDescriber(describer);
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest entry: someone reading older entries is not pulled away. */
  const atNewest = useRef(true);

  // The list scrolls on its own (never the page): the newest entry in view.
  useEffect(() => {
    if (scroller.current && atNewest.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [log.length]);
  const onScroll = () => {
    const element = scroller.current;
    if (element) atNewest.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
  };

  const rows = [];
  for (let index = 0; index < log.length; index++) {
    const described = describe(log[index]);
    if (described) rows.push(<LogRow key={index} index={index} entry={described} fresh={isNew(index, since)} game={describer.game} />);
  }

  return (
    <section className="panel log-panel" aria-labelledby={headingId} data-testid="log-panel">
      <h2 id={headingId}>{t('log')}</h2>
      {rows.length === 0 && <p className="hint">{t('logEmpty')}</p>}
      <div ref={scroller} className="log-scroller" role="log" aria-live="polite" aria-labelledby={headingId} onScroll={onScroll}>
        <ol className="log-entries">{rows}</ol>
      </div>
    </section>
  );
}

/** One entry; the same described entry renders once (the describer keeps it per log entry). */
const LogRow = memo(function LogRow({ index, entry, fresh, game }: { index: number; entry: DescribedEntry; fresh: boolean; game: string }) {
  const t = useT(logPanelTexts);
  const classes = ['log-entry', `log-${entry.kind}`, fresh && 'log-new', entry.by && `log-by-${entry.by}`].filter(Boolean).join(' ');
  return (
    <li className={classes} data-index={index} data-player={entry.player}>
      {fresh && <span className="visually-hidden">{t('newMarkLabel')}</span>}
      {entry.by && (
        <span className="log-by" title={t(entry.by === 'bot' ? 'byBotTitle' : 'byStandInTitle')}>
          {t(entry.by === 'bot' ? 'byBot' : 'byStandIn')}
        </span>
      )}
      {entry.lines.map((line, i) => (
        <span key={i} className="log-line" data-kind={line.kind}>
          {line.text}
          {line.rule && (
            <>
              {' '}
              <a className="log-rule" href={routeHash({ name: 'rules', game, rule: line.rule })} title={t('ruleLink', { rule: line.rule })}>
                {line.rule}
              </a>
            </>
          )}
        </span>
      ))}
    </li>
  );
});
