/** The chat of an online match as it stood at the step shown: read only. Lines are text nodes, never markup. */
import type { ChatLine } from '../../server/protocol';
import { chatTime } from '../format';
import { useLanguage, useT } from '../i18n';
import { replayTexts } from './replay-texts';

export function ReplayChat({ lines, nameOf }: { lines: readonly ChatLine[]; nameOf(seat: string): string }) {
  const t = useT(replayTexts);
  const { language } = useLanguage();
  return (
    <section className="panel replay-chat" aria-label={t('chat')} data-testid="replay-chat">
      <h2>{t('chat')}</h2>
      {lines.length === 0 && <p className="hint">{t('chatEmpty')}</p>}
      <ol className="chat-lines">
        {lines.map((line) => (
          <li key={line.id} className="chat-line" data-testid="replay-chat-line">
            <span className="chat-sender">{nameOf(line.sender)}</span>{' '}
            <time className="hint" dateTime={new Date(line.at).toISOString()}>
              {chatTime(line.at, Date.now(), language)}
            </time>
            <div className="chat-text">{line.text}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
