/**
 * What the server counts, for Prometheus (`GET /metrics`). Each server has its own registry, so several
 * servers in one process (the tests) do not mix their figures.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  const registers = [registry];
  const metrics = {
    registry,
    movesStored: new Counter({ name: 'pax_moves_stored_total', help: 'Moves stored, by game', labelNames: ['game'], registers }),
    moveDuration: new Histogram({
      name: 'pax_move_duration_seconds',
      help: "From a move's arrival to its broadcast (stored moves) or its refusal",
      labelNames: ['outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    openSockets: new Gauge({ name: 'pax_open_sockets', help: 'Sockets connected to this instance', registers }),
    refusedPackets: new Counter({
      name: 'pax_refused_packets_total',
      help: 'Packets from clients refused or dropped, by reason',
      labelNames: ['reason'],
      registers,
    }),
    storageErrors: new Counter({
      name: 'pax_storage_errors_total',
      help: 'Storage operations that failed, by operation',
      labelNames: ['operation'],
      registers,
    }),
    rejectedRequests: new Counter({
      name: 'pax_http_refused_total',
      help: 'Lobby requests refused, by status',
      labelNames: ['status'],
      registers,
    }),
  };
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'pax_' });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
