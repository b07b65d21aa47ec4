import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { MAIL_DELIVERY_JOB } from '@/server/mail/mailer';
import { DEMO } from '@/test/demo-context';

const TOKEN = 'metrics-test-token-0123456789';
const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 and is not in the public API document', async () => {
    const ctx = await createTestContext();
    try {
      const response = await scrape(ctx, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      const document = ctx.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // An SMTP address that nothing delivers to (the worker is not started): queued mails stay pending.
    ctx = await createTestContext({ config: { metricsToken: TOKEN }, smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with another one', async () => {
    expect((await scrape(ctx)).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer metrics-test-token-012345678X')).statusCode).toBe(401);
    expect((await scrape(ctx, TOKEN)).statusCode).toBe(401);
    const admin = await ctx.authHeader(DEMO.accounts.superadmin.email);
    expect((await scrape(ctx, admin.authorization)).statusCode).toBe(401);
  });

  it('counts requests by route template and status, with their durations', async () => {
    const admin = await ctx.as(DEMO.accounts.admin.email);
    for (const id of [1, 2, 999_999]) await admin({ method: 'GET', url: `/api/orders/order/${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    const route = 'route="/api/orders/order/:id"';
    const found = sample(
      text,
      `nabavka_http_request_duration_seconds_count{method="GET",${route},status_code="404"}`,
    );
    const answered = sample(
      text,
      `nabavka_http_request_duration_seconds_count{method="GET",${route},status_code="200"}`,
    );
    expect((found ?? 0) + (answered ?? 0)).toBe(3);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'nabavka_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      `nabavka_http_request_duration_seconds_bucket{le="10",method="GET",${route},status_code="404"}`,
    );
    // Node's process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the mail outbox backlog and counts background jobs', async () => {
    await ctx.mailer.enqueue({
      kind: 'test',
      to: 'waiting@nabavka.test',
      subject: 'S',
      html: '<p>H</p>',
      text: 'H',
    });
    // A reset request's mail is looked up and queued in the background: one job run.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/requestResetPassword?email=staff@nabavka.test',
    });
    await ctx.settle();

    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'nabavka_mail_outbox_pending')).toBe(2);
    expect(sample(text, 'nabavka_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nabavka_job_runs_total{job="password reset mail"}')).toBe(1);
    expect(text).not.toContain(`nabavka_job_failures_total{job="password reset mail"}`);
    expect(text).toContain('# TYPE nabavka_job_failures_total counter');
    expect(MAIL_DELIVERY_JOB).toBe('mail-delivery');
  });

  it('reports the connection pool on PostgreSQL and nothing of a pool on the embedded database', async () => {
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    if (process.env.TEST_DB === 'postgres') {
      expect(sample(text, 'nabavka_db_pool_max')).toBe(10);
      expect(sample(text, 'nabavka_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'nabavka_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('nabavka_db_pool_');
    }
  });
});
