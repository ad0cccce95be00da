/** An error Koa turns into a response with this status and message (`expose` shows the message). */
export function httpError(status: number, message: string): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(message), { status, expose: true });
}
