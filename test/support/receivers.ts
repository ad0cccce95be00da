/**
 * Real local receivers for what the server sends out: an SMTP server collecting mail, and an HTTP server
 * collecting requests (a webhook, or a push service standing in for a browser vendor's).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  mails: { to: string[]; mail: ParsedMail }[];
  close(): Promise<void>;
}

export async function smtpReceiver(): Promise<SmtpReceiver> {
  const mails: SmtpReceiver['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface HttpReceiver {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[];
  close(): Promise<void>;
}

/** Answers every request with `status` (201 by default) and keeps it. */
export async function httpReceiver(status = 201): Promise<HttpReceiver> {
  const requests: HttpReceiver['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
