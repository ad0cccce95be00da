/**
 * While a match's page sits in a background tab, a browser notification when it becomes this seat's
 * turn. Permission is asked only when the player clicks for it; without it, nothing is shown.
 */
import { useEffect, useRef, useState } from 'react';

export type AlertPermission = NotificationPermission | 'unsupported';

/** Alert on the change to this seat's turn only (not on opening the page during it), and only unseen. */
export function shouldAlertTurn(wasMyTurn: boolean, isMyTurn: boolean, pageHidden: boolean, permission: AlertPermission): boolean {
  return !wasMyTurn && isMyTurn && pageHidden && permission === 'granted';
}

export function currentPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The permission, and how to ask for it (from a click). */
export function useAlertPermission(): [AlertPermission, () => Promise<void>] {
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);
  // Granted elsewhere too (subscribing to Web Push asks for the same permission), or in the browser's settings.
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let stopped = false;
    navigator.permissions?.query({ name: 'notifications' }).then(
      (found) => {
        if (stopped) return;
        status = found;
        status.onchange = () => setPermission(currentPermission());
      },
      () => {},
    );
    return () => {
      stopped = true;
      if (status) status.onchange = null;
    };
  }, []);
  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  return [permission, ask];
}

export interface TurnAlert {
  title: string;
  body: string;
  /** Notices about the same match replace each other (the service worker tags a push by its link too). */
  tag: string;
}

export function useTurnAlert(isMyTurn: boolean, alert: TurnAlert): void {
  const wasMyTurn = useRef(isMyTurn);
  useEffect(() => {
    const before = wasMyTurn.current;
    wasMyTurn.current = isMyTurn;
    if (!shouldAlertTurn(before, isMyTurn, document.hidden, currentPermission())) return;
    try {
      const notification = new Notification(alert.title, { body: alert.body, tag: alert.tag });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
    } catch {
      // Some browsers only let a service worker show notifications: the turn indicator still says it.
    }
  }, [isMyTurn, alert.title, alert.body, alert.tag]);
}
