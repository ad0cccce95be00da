/**
 * Hash routes. The server owns every path (`/games`, `/socket.io`, `/api`), so the client lives after `#`:
 *
 *   #/                          lobby
 *   #/match/<game>/<matchID>    an online match (as the stored seat, or as a spectator)
 *   #/join/<game>/<matchID>     join screen (what an invite link opens)
 *   #/seat/<game>/<matchID>/<playerID>/<credentials>
 *                               a seat's personal link (notices carry it): remembered here, then opened
 *   #/hotseat/<game>            every seat on this screen
 *   #/local/<game>              versus bots
 *   #/rules/<game>              the rules reference (an anchor per rule id: #/rules/<game>/<RULE-ID>)
 *   #/replay/<game>/<matchID>   step through an online match (finished: anyone; ongoing: a seated player)
 *   #/replay-file               step through a record file opened on this device
 *   #/saved/<id>                a match kept on this device (hotseat, teacher, versus bots), as a record
 */
export type Route =
  | { name: 'lobby' }
  | { name: 'match'; game: string; matchID: string }
  | { name: 'join'; game: string; matchID: string }
  | { name: 'seat'; game: string; matchID: string; playerID: string; credentials: string }
  | { name: 'hotseat'; game: string }
  | { name: 'local'; game: string }
  | { name: 'rules'; game: string; rule?: string }
  | { name: 'replay'; game: string; matchID: string }
  | { name: 'replayFile' }
  | { name: 'saved'; id: string }
  | { name: 'notFound'; hash: string };

function decode(part: string): string | undefined {
  try {
    const text = decodeURIComponent(part);
    return text.length > 0 ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The route a location hash names (`'#/match/pax/abc'`, `''`...). Unknown hashes give `notFound`. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return { name: 'lobby' };
  const raw = path.split('/');
  const parts = raw.map(decode);
  if (parts.some((part) => part === undefined)) return { name: 'notFound', hash };
  const [head, game, matchID, playerID, credentials] = parts as string[];
  if ((head === 'match' || head === 'join') && raw.length === 3) return { name: head, game, matchID };
  if (head === 'seat' && raw.length === 5) return { name: 'seat', game, matchID, playerID, credentials };
  if ((head === 'hotseat' || head === 'local') && raw.length === 2) return { name: head, game };
  if (head === 'rules' && raw.length === 2) return { name: 'rules', game };
  if (head === 'rules' && raw.length === 3) return { name: 'rules', game, rule: matchID };
  if (head === 'replay' && raw.length === 3) return { name: 'replay', game, matchID };
  if (head === 'replay-file' && raw.length === 1) return { name: 'replayFile' };
  if (head === 'saved' && raw.length === 2) return { name: 'saved', id: game };
  return { name: 'notFound', hash };
}

/** The hash of a route, starting with `#/`. `parseRoute(routeHash(r))` gives `r` back. */
export function routeHash(route: Route): string {
  const e = encodeURIComponent;
  switch (route.name) {
    case 'lobby':
      return '#/';
    case 'match':
    case 'join':
      return `#/${route.name}/${e(route.game)}/${e(route.matchID)}`;
    case 'seat':
      return `#/seat/${e(route.game)}/${e(route.matchID)}/${e(route.playerID)}/${e(route.credentials)}`;
    case 'hotseat':
    case 'local':
      return `#/${route.name}/${e(route.game)}`;
    case 'rules':
      return route.rule ? `#/rules/${e(route.game)}/${e(route.rule)}` : `#/rules/${e(route.game)}`;
    case 'replay':
      return `#/replay/${e(route.game)}/${e(route.matchID)}`;
    case 'replayFile':
      return '#/replay-file';
    case 'saved':
      return `#/saved/${e(route.id)}`;
    case 'notFound':
      return route.hash.startsWith('#') ? route.hash : `#${route.hash}`;
  }
}

/**
 * The full address that opens the join screen of a match, from the page's own address
 * (`https://host/` or `https://host/sub/`): the origin and path are kept, any hash replaced.
 */
export function inviteUrl(pageUrl: string, game: string, matchID: string): string {
  return pageAddress(pageUrl, { name: 'join', game, matchID });
}

/** The full address of any route from the page's own address (personal links, the match link). */
export function pageAddress(pageUrl: string, route: Route): string {
  return pageUrl.replace(/#.*$/, '') + routeHash(route);
}
