import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { startJobs } from '../jobs/job-runner.ts';
import { type TestApp, useTestApp } from '../test/app.ts';
import { createChatCase, postMessage } from '../test/chat.ts';
import { useMarketplaceApp } from '../test/marketplace.ts';
import { createPaidConsultation, postAs, settlePayments } from '../test/payments.ts';
import { ringingCase } from '../test/video-calls.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';

// GET /metrics through a real server on loopback (decision 214): scraped before and after some
// traffic, its families are there and its counters move; the route labels are patterns.

/** The value of one sample, `name{labels}` exactly as Prometheus prints it, or undefined. */
function sample(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.request('/metrics', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('GET /metrics from this machine', () => {
  const t = useMarketplaceApp();

  it('shows every family, and the counters move with the traffic', async () => {
    const before = await scrape(t);
    for (const family of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'salahkar_http_requests_in_flight',
      'salahkar_live_sockets',
      'salahkar_live_rooms',
      'salahkar_payments_captured_total',
      'salahkar_payments_failed_total',
    ]) {
      expect(before, family).toMatch(new RegExp(`^${family} `, 'm'));
    }
    for (const channel of ['mail', 'push', 'sms', 'whatsapp']) {
      expect(sample(before, `salahkar_outbox_depth{channel="${channel}"}`), channel).toBe(0);
    }
    expect(sample(before, 'salahkar_video_calls{status="pending"}')).toBe(0);
    // PGlite is one connection in process: no pool to describe.
    if (t.database.driver === 'pglite') expect(before).not.toMatch(/salahkar_db_pool/);
    else expect(before).toMatch(/^salahkar_db_pool_waiting /m);

    // A 404, a chat message, a payment, a ringing call, a mail waiting a minute (and for its next
    // try), two job passes.
    expect((await t.request('/api/no-such-route-5f3a')).status).toBe(404);
    const chat = await createChatCase(t);
    const posted = await postMessage(t, chat.owner, chat.consultation.id, 'Hello from metrics');
    expect(posted.status).toBe(201);
    const paid = await createPaidConsultation(t);
    await settlePayments(t);
    // Cancelled before the professional replies: refunded in full at once.
    const cancelled = await postAs(
      t,
      paid.owner,
      `/api/consultations/${paid.consultationId}/cancel`,
      {
        reason: 'Found help elsewhere',
      },
    );
    expect(cancelled.status).toBe(200);
    await ringingCase(t);
    await t.database.db.insert(mailOutbox).values({
      to: 'waiting@example.com',
      subject: 'Waiting',
      text: 'Waiting',
      kind: 'welcome' as never,
      createdAt: new Date(Date.now() - 60_000),
      // Waiting for its next try: a delivery pass another commit kicks must not send it before
      // the scrape (it did, one run in a few).
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const jobs = startJobs(
      t.ctx,
      [
        { name: 'metrics-test-ok', runOnce: async () => 0 },
        {
          name: 'metrics-test-failing',
          runOnce: async () => {
            throw new Error('a pass that fails');
          },
        },
      ],
      t.app.log,
      20,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await jobs.stop();

    const after = await scrape(t);
    const unmatched = `salahkar_http_request_duration_seconds_count{method="GET",route="${UNMATCHED_ROUTE}",status_class="4xx"}`;
    expect(sample(after, unmatched)).toBeGreaterThanOrEqual(1);
    const chatPosts =
      'salahkar_http_request_duration_seconds_count{method="POST",route="/api/consultations/:id/messages",status_class="2xx"}';
    expect(sample(after, chatPosts)).toBe(1);
    // Patterns only: no raw path, no id.
    expect(after).not.toContain('no-such-route');
    expect(after).not.toContain(chat.consultation.id);
    // The scrape before was answered and timed under its own route.
    expect(
      sample(
        after,
        'salahkar_http_request_duration_seconds_count{method="GET",route="/metrics",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // This scrape is the one request in flight.
    expect(sample(after, 'salahkar_http_requests_in_flight')).toBe(1);

    expect(sample(after, 'salahkar_payments_captured_total')).toBe(
      sample(before, 'salahkar_payments_captured_total')! + 1,
    );
    expect(sample(after, 'salahkar_refunds_total{outcome="processed"}')).toBe(1);
    expect(sample(after, 'salahkar_video_calls{status="pending"}')).toBe(1);
    expect(sample(after, 'salahkar_outbox_depth{channel="mail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'salahkar_outbox_oldest_age_seconds{channel="mail"}')).toBeGreaterThan(59);
    expect(sample(after, 'salahkar_job_runs_total{job="metrics-test-ok"}')).toBeGreaterThanOrEqual(
      2,
    );
    expect(sample(after, 'salahkar_job_failures_total{job="metrics-test-ok"}')).toBeUndefined();
    expect(
      sample(after, 'salahkar_job_failures_total{job="metrics-test-failing"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(after, 'salahkar_job_duration_seconds_count{job="metrics-test-ok"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('is refused to a request relayed by a proxy on this machine (a server path’s 404)', async () => {
    const relayed = await t.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(404);
    const unknown = await t.request('/no-such-tool', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(relayed.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    expect(await relayed.text()).toBe(await unknown.text());
  });
});

describe('GET /metrics with the loopback allowance off', () => {
  const TOKEN = 'metrics-token-for-the-test-0123456789';
  const t = useTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW_LOOPBACK: 'false' });

  it('answers the bearer of METRICS_TOKEN and no one else', async () => {
    expect((await t.request('/metrics')).status).toBe(404);
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      expect((await t.request('/metrics', { headers: { authorization } })).status).toBe(404);
    }
    const text = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(text).toMatch(/^salahkar_http_request_duration_seconds_count\{/m);
  });
});
