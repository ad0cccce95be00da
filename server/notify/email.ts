/**
 * Notices by e-mail, through an SMTP server (`SMTP_URL`): plain text and a small HTML part, in the seat's
 * language, with the seat's personal link.
 */
import { createTransport } from 'nodemailer';
import type { NoticeLanguage } from './contact-store';
import { seatTexts, type NoticeKind } from './seat-texts';

export interface SeatEmail {
  to: string;
  language: NoticeLanguage;
  kind: NoticeKind;
  game: string;
  name: string;
  /** Kind `left`: who left. */
  whoLeft?: string;
  /** Kind `reminder`: when the turn is due, in the holder's time zone or in UTC (due-time.ts). */
  due?: string;
  /** Opens the seat with its credentials: only ever in this seat's own e-mail. */
  personalLink: string;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

export function composeEmail({ language, kind, game, name, whoLeft, due, personalLink }: SeatEmail): ComposedEmail {
  const texts = seatTexts(kind, language, { game, name, whoLeft, due });
  const text = [texts.greeting, '', texts.lead, '', texts.action, personalLink, '', texts.linkIsPrivate, texts.howToStop, ''].join('\n');
  // Texts hold a game title and a player's name: everything goes through escapeHtml, the link too.
  const link = escapeHtml(personalLink);
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.lead)}</p>`,
    `<p>${escapeHtml(texts.action)} <a href="${link}">${link}</a></p>`,
    `<p style="color: #555; font-size: smaller">${escapeHtml(texts.linkIsPrivate)}<br>${escapeHtml(texts.howToStop)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.title, text, html };
}

/** Connections to the SMTP server wait this long at most, so a dead server delays nothing for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export class EmailSender {
  private readonly transport: ReturnType<typeof createTransport>;

  /** `smtpUrl`: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; `from`: the sender's address. */
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
  }

  async send(email: SeatEmail): Promise<void> {
    const { subject, text, html } = composeEmail(email);
    await this.transport.sendMail({
      from: this.from,
      to: email.to,
      subject,
      text,
      html,
      // RFC 3834: automatic mail, so vacation responders stay quiet.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  }

  close(): void {
    this.transport.close();
  }
}
