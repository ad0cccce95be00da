/**
 * The process's last resort. Every handler of the server catches its own failures, so reaching here is a
 * bug: it is logged at the highest level with its stack, never swallowed quietly. A rejected promise
 * nobody awaited leaves the server consistent (each request and packet is independent), so the server
 * keeps serving; an exception thrown outside any handler may not, so the process exits to be restarted.
 */
import type { Logger } from './log';

type ProcessEvents = Pick<NodeJS.Process, 'on' | 'off'>;

export function installCrashHandlers(logger: Logger, exit: (code: number) => void = (code) => process.exit(code), events: ProcessEvents = process) {
  const onRejection = (reason: unknown) => logger.fatal({ err: reason }, 'BUG: unhandled promise rejection');
  const onException = (error: Error) => {
    logger.fatal({ err: error }, 'BUG: uncaught exception; exiting');
    logger.flush?.();
    exit(1);
  };
  events.on('unhandledRejection', onRejection);
  events.on('uncaughtException', onException);
  return () => {
    events.off('unhandledRejection', onRejection);
    events.off('uncaughtException', onException);
  };
}
