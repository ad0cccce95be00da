/*
 * The service worker of Web Push notices. The server sends `{ title, body, url }` (url: the match's page,
 * without credentials); a click opens that page, or focuses a tab already on it. It handles nothing else:
 * no fetch handler, so it never stands between the page and the network.
 */
const FALLBACK_TITLE = 'Pax Table';

/** The payload's fields that are usable, from whatever the push carried. */
function noticeOf(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = {};
  }
  if (typeof payload !== 'object' || payload === null) payload = {};
  const text = (value) => (typeof value === 'string' ? value : '');
  return { title: text(payload.title) || FALLBACK_TITLE, body: text(payload.body), url: pageUrl(text(payload.url)) };
}

/** A web page's address, or '' (an empty address would resolve to this worker's own). */
function pageUrl(link) {
  if (!link) return '';
  try {
    const parsed = new URL(link, self.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      // A later notice about the same match replaces the earlier one.
      tag: notice.url || undefined,
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (!url) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
