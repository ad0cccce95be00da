/** "Since you last looked: 4 moves", the first few in a sentence each, "and N more"; closed with a button. */
import type { LogEntry } from 'boardgame.io';
import { useT } from '../i18n';
import { logPanelTexts } from './log-panel-texts';
import { summarizeSince } from './since-last-looked';
import { useEntryDescriber, type DescriberProps } from './use-entry-describer';

export interface SinceSummaryProps extends DescriberProps {
  log: readonly LogEntry[];
  since: number;
  onDismiss(): void;
}

/** Nothing when nothing was added since the marker. */
export function SinceSummary({ log, since, onDismiss, ...describer }: SinceSummaryProps) {
  const t = useT(logPanelTexts);
  const describe = useEntryDescriber(describer);
  const summary = summarizeSince(log, since, describe);
  if (summary.count === 0) return null;
  return (
    <section className="since-summary" role="status" aria-label={t('sinceTitle')} data-testid="since-summary">
      <p className="since-count">{summary.count === 1 ? t('sinceOneMove') : t('sinceMoves', { n: summary.count })}</p>
      <ul>
        {summary.sentences.map((sentence, i) => (
          <li key={i}>{sentence}</li>
        ))}
        {summary.more > 0 && <li className="since-more">{summary.more === 1 ? t('sinceOneMore') : t('sinceMore', { n: summary.more })}</li>}
      </ul>
      <button type="button" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </section>
  );
}
