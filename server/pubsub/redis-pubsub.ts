/**
 * boardgame.io's `GenericPubSub` over Redis, so several server instances share match updates: a move
 * stored by one instance reaches the clients connected to the others. The payload is the unfiltered
 * state (each instance filters it per client), so the Redis server must stay private.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../log';

type Callback<T> = (payload: T) => void;

export class RedisPubSub<T = unknown> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Callback<T>[]>();

  constructor(url: string, private readonly logger: Logger) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => logger.error({ err: error }, 'Redis error'));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      const callbacks = this.callbacks.get(channel);
      if (!callbacks) return;
      let payload: T;
      try {
        payload = JSON.parse(message) as T;
      } catch (error) {
        return logger.error({ err: error, channel }, 'unreadable Redis message');
      }
      for (const callback of callbacks) callback(payload);
    });
  }

  /** Resolves once both connections are up, so a caller can fail fast on a wrong URL. */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  /** Whether Redis answers (the health check). */
  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  publish(channel: string, payload: T): void {
    this.publisher.publish(channel, JSON.stringify(payload)).catch((error: Error) => this.logger.error({ err: error, channel }, 'Redis publish failed'));
  }

  subscribe(channel: string, callback: Callback<T>): void {
    const callbacks = this.callbacks.get(channel);
    if (callbacks) {
      callbacks.push(callback);
      return;
    }
    this.callbacks.set(channel, [callback]);
    this.subscriber.subscribe(channel).catch((error: Error) => this.logger.error({ err: error, channel }, 'Redis subscribe failed'));
  }

  unsubscribeAll(channel: string): void {
    if (!this.callbacks.delete(channel)) return;
    this.subscriber.unsubscribe(channel).catch((error: Error) => this.logger.error({ err: error, channel }, 'Redis unsubscribe failed'));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
