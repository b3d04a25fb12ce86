import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './metrics.ts';

// The request histogram is counted by hand (plugins/metrics.ts) but must read exactly as
// prom-client's own Histogram would: same lines, same order, same numbers.

const OBSERVED = [0, 0.004, 0.005, 0.0051, 0.3, 1, 7, 10, 12.5];
const LABEL_SETS = [
  { method: 'GET', route: '/api/auth/user', status_class: '2xx' },
  { method: 'POST', route: '/api/consultations/:id/messages', status_class: '4xx' },
];

function both() {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: 'salahkar_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL) and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [theirs],
  });
  const ours = new Registry();
  const durations = new RequestDurations();
  ours.registerMetric(durations as unknown as Metric);
  LABEL_SETS.forEach((labels, at) => {
    const series = durations.seriesOf(labels);
    for (const seconds of OBSERVED.slice(at)) {
      durations.observe(series, seconds);
      histogram.observe(labels, seconds);
    }
  });
  return { theirs, ours };
}

describe('request durations', () => {
  it("write the text prom-client's Histogram writes", async () => {
    const { theirs, ours } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it("give the JSON prom-client's Histogram gives", async () => {
    const { theirs, ours } = both();
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('start again from zero when the registry is reset', async () => {
    const { theirs, ours } = both();
    theirs.resetMetrics();
    ours.resetMetrics();
    expect(await ours.metrics()).toContain(
      'salahkar_http_request_duration_seconds_count{method="GET",route="/api/auth/user",status_class="2xx"} 0',
    );
    expect(await theirs.metrics()).not.toContain('route="/api/auth/user"');
  });
});
