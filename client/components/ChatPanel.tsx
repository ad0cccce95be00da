/**
 * The match's chat: every line with its writer's seat name and time, and a box for seated players.
 * Lines are other people's text: rendered as React text nodes only, never as markup.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { MAX_CHAT_TEXT, type ChatLine } from '../../server/protocol';
import { chatDraft, sendChatLine, type ChatFeed, type SocketSeat } from '../chat-socket';
import { correspondenceTexts } from '../correspondence-texts';
import { refusalTexts } from '../refusal-texts';
import { chatTime, seatNumber } from '../format';
import { useLanguage, useT } from '../i18n';
import type { MatchSocketLink } from '../match-socket';
import type { PublicSeat } from '../seat-roles';
import { texts } from '../texts';

interface Props {
  feed: ChatFeed;
  link: MatchSocketLink;
  /** The seat that writes; null for a spectator, who only reads. */
  writer: SocketSeat | null;
  players: readonly PublicSeat[];
  connected: boolean;
}

export function ChatPanel({ feed, link, writer, players, connected }: Props) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const tRefusal = useT(refusalTexts);
  const { lines, refusedSends } = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
  const [draft, setDraft] = useState('');
  const lastSent = useRef('');
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const problemId = useId();
  const boxId = useId();

  // A refused line (too fast, too long) comes back into an empty box, so nothing typed is lost.
  const seenRefusals = useRef(refusedSends);
  useEffect(() => {
    if (refusedSends === seenRefusals.current) return;
    seenRefusals.current = refusedSends;
    setDraft((current) => (current === '' ? lastSent.current : current));
  }, [refusedSends]);

  // The list scrolls on its own (never the page, which may be showing the board): newest line in view.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);

  const nameOf = (sender: string) => players.find((p) => String(p.id) === sender)?.name ?? t('seatNumber', { n: seatNumber(sender) });
  const checked = chatDraft(draft);
  // A draft the server would refuse for a forbidden character says so before it is sent, in the refusal's words.
  const invalid = 'problem' in checked && checked.problem === 'invalid';

  function send() {
    if (!writer || !('text' in checked)) return;
    if (sendChatLine(link, writer, draft)) {
      lastSent.current = checked.text;
      setDraft('');
    }
  }

  return (
    <section className="panel chat-panel" aria-label={tc('chat')} data-testid="chat">
      <h2>{tc('chat')}</h2>
      {lines.length === 0 && <p className="hint">{tc('chatEmpty')}</p>}
      <ol ref={list} className="chat-lines" aria-live="polite" aria-relevant="additions">
        {lines.map((line) => (
          <ChatLineItem key={line.id} line={line} name={nameOf(line.sender)} mine={line.sender === writer?.playerID} />
        ))}
      </ol>
      {writer ? (
        <form
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={boxId} className="visually-hidden">
            {tc('chatMessage')}
          </label>
          <textarea
            id={boxId}
            data-testid="chat-input"
            rows={2}
            maxLength={MAX_CHAT_TEXT}
            value={draft}
            placeholder={tc('chatMessage')}
            aria-describedby={invalid ? `${hintId} ${problemId}` : hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
          />
          <div className="actions">
            <button type="submit" data-testid="chat-send" disabled={!('text' in checked)}>
              {tc('chatSend')}
            </button>
            <span id={hintId} className="hint">
              {tc('chatCount', { count: draft.length, max: MAX_CHAT_TEXT })} · {connected ? tc('chatHint') : tc('chatOffline')}
            </span>
            {invalid && (
              <span id={problemId} className="hint" data-testid="chat-problem">
                {tRefusal('chat-text-invalid')}
              </span>
            )}
          </div>
        </form>
      ) : (
        <p className="hint">{tc('chatSpectator')}</p>
      )}
    </section>
  );
}

function ChatLineItem({ line, name, mine }: { line: ChatLine; name: string; mine: boolean }) {
  const { language } = useLanguage();
  return (
    <li className={mine ? 'chat-line mine' : 'chat-line'} data-testid="chat-line">
      <span className="chat-sender">{name}</span>{' '}
      <time className="hint" dateTime={new Date(line.at).toISOString()}>
        {chatTime(line.at, Date.now(), language)}
      </time>
      <div className="chat-text">{line.text}</div>
    </li>
  );
}
