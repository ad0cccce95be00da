/**
 * boardgame.io's `GenericPubSub` over Redis, so several server instances share match updates: a move
 * processed by one instance reaches the clients connected to the others. The payload is the unfiltered
 * state (each instance filters it per client), so the Redis server must stay private.
 */
import { Redis } from 'ioredis';

type Callback<T> = (payload: T) => void;

export class RedisPubSub<T = unknown> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Callback<T>[]>();

  constructor(url: string) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error) => console.error('Redis error:', error.message));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      const callbacks = this.callbacks.get(channel);
      if (!callbacks) return;
      const payload = JSON.parse(message) as T;
      for (const callback of callbacks) callback(payload);
    });
  }

  /** Resolves once both connections are up, so a caller can fail fast on a wrong URL. */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  publish(channel: string, payload: T): void {
    this.publisher.publish(channel, JSON.stringify(payload)).catch((error: Error) => console.error('Redis publish failed:', error.message));
  }

  subscribe(channel: string, callback: Callback<T>): void {
    const callbacks = this.callbacks.get(channel);
    if (callbacks) {
      callbacks.push(callback);
      return;
    }
    this.callbacks.set(channel, [callback]);
    this.subscriber.subscribe(channel).catch((error: Error) => console.error('Redis subscribe failed:', error.message));
  }

  unsubscribeAll(channel: string): void {
    if (!this.callbacks.delete(channel)) return;
    this.subscriber.unsubscribe(channel).catch((error: Error) => console.error('Redis unsubscribe failed:', error.message));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
