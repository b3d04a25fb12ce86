import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_GST_RATE_PERCENT,
  gstinIsOfState,
  gstinProblem,
  isIndianStateCode,
  VIDEO_CALL_RING_MS,
} from '@salahkar/domain';
import { supportFactsOf, type SupportFacts } from '@salahkar/domain/support';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const count = z.coerce.number().int().positive();
const minutes = z.coerce.number().positive();
const hours = z.coerce.number().positive();
const seconds = z.coerce.number().positive();

/** Google's public STUN servers: enough for two browsers behind ordinary home routers. */
const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];

/** A comma-separated list of ICE server URLs, blanks between commas ignored; `none` for none. */
const urlList = z.string().transform((value) =>
  value.trim() === 'none'
    ? []
    : value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
);

/** Comma-separated origins (`https://push.example.com,http://127.0.0.1:9000`), each kept as its origin. */
const originList = z.string().transform((value, context) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      context.addIssue({
        code: 'custom',
        message: `${entry} is not an origin like https://host:port`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** Comma-separated Host names (`salahkar.lan`, `10.0.0.5:3000`, `[::1]:3000`), kept lower case. */
const hostList = z.string().transform((value, context) => {
  const hosts: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim().toLowerCase())) {
    if (entry === '') continue;
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(:\d{1,5})?$/.test(entry)) {
      context.addIssue({
        code: 'custom',
        message: `${entry} is not a host name like example.com:3000`,
      });
      return z.NEVER;
    }
    hosts.push(entry);
  }
  return hosts;
});

/** Every setting of the server, read from the environment; the defaults make a fresh machine work. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Loopback by default: a fresh start is reachable from this machine only (decision 090).
    // HOST=0.0.0.0 serves the network.
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: z.string().optional(),
    /** Connecting, the greeting and each reply of the mail server; a send gives up past it. */
    SMTP_TIMEOUT_SECONDS: seconds.default(10),
    MAIL_FROM: z.string().default('Salahkar <no-reply@salahkar.in>'),
    SUPPORT_EMAIL: z.email().default('support@salahkar.in'),
    /**
     * The support phone number the contact page, policies, mails and assistant give (decision 217),
     * called in support hours; unset, no phone is shown anywhere.
     */
    SUPPORT_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'use digits, spaces or dashes: +91 80 4567 8900')
      .optional(),
    // Signs the unsubscribe links of notice mails; unset, generated once into DATA_DIR (decision 190).
    UNSUBSCRIBE_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
    SEED_DEMO_DATA: boolean.optional(),
    // The demo accounts' password; unset, a random one is generated once and kept in DATA_DIR.
    DEMO_PASSWORD: z.string().min(8).max(128).optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    TRUST_PROXY: boolean.default(false),
    // GET /metrics (decision 214): answered to a bearer of this token, and to a scraper on this
    // machine that connects directly (no proxy's forwarding header) unless the allowance is off.
    METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
    METRICS_ALLOW_LOOPBACK: boolean.default(true),
    // Host names the server answers to besides PUBLIC_URL's and its listening address's
    // (plugins/site-names.ts): `salahkar.lan,10.0.0.5:3000`; a name without a port, on any port.
    ALLOWED_HOSTS: hostList.default([]),
    WEB_DIST_DIR: z.string().optional(),

    // Uploaded files (decision 150): on disk under DATA_DIR/uploads (or STORAGE_DIR) by default;
    // STORAGE=s3 keeps them in an S3-compatible bucket that every instance shares.
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    STORAGE_DIR: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    /** AWS's region of the bucket; MinIO takes any, R2 wants `auto`. */
    S3_REGION: z.string().default('us-east-1'),
    /** A MinIO, R2 or other S3-compatible server; unset, AWS S3 itself. */
    S3_ENDPOINT: z.url().optional(),
    // Both or neither; neither uses the AWS SDK's default chain (AWS_* variables, an instance role).
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Connecting to the store, or silence mid-transfer, past this fails the request with a 503. */
    S3_TIMEOUT_SECONDS: seconds.default(10),
    // Signs upload URLs; unset, a random one is generated once and kept in DATA_DIR (decision 010).
    UPLOAD_SIGNING_SECRET: z.string().min(32, 'use at least 32 characters').optional(),

    // Sessions: idle expiry slides with use, the absolute one counts from sign-in.
    SESSION_IDLE_MINUTES: minutes.default(7 * 24 * 60),
    SESSION_MAX_HOURS: hours.default(30 * 24),
    ADMIN_SESSION_IDLE_MINUTES: minutes.default(30),
    ADMIN_SESSION_MAX_HOURS: hours.default(12),

    // Authentication limits (decision 005); lowered by tests, raised by `npm run bench`.
    LOGIN_MAX_PER_IP: count.default(30),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: count.default(5),
    OTP_MAX_PER_EMAIL: count.default(5),
    OTP_MAX_PER_IP: count.default(20),
    RESET_MAX_PER_EMAIL: count.default(3),
    RESET_MAX_PER_IP: count.default(10),
    // SMS codes for mobile numbers, per hour: sent to one number, and asked for from one IP.
    PHONE_CODE_MAX_PER_NUMBER: count.default(5),
    PHONE_CODE_MAX_PER_IP: count.default(20),

    // Payments (decision 040). With all three Razorpay settings the real gateway is used; with none,
    // the built-in simulated gateway, whose secret is generated once into DATA_DIR unless given.
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_SCRIPT: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    SIMULATED_GATEWAY_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
    /** The platform's commission on each payment, in percent (decimals allowed: 12.5). */
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
    /** Pending orders older than this are asked about at the gateway (a webhook may be lost). */
    PAYMENT_RECONCILE_AFTER_MINUTES: minutes.default(3),
    // Timed jobs (payment expiry, reconciliation, escrow release, refund and mail retries). Tests
    // turn them off and run each job's `runOnce` themselves.
    JOBS_ENABLED: boolean.default(true),
    JOB_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
    // The seller printed on receipts.
    BUSINESS_NAME: z.string().default('Salahkar Consultations Private Limited'),
    BUSINESS_ADDRESS: z.string().default('Bengaluru, Karnataka, India'),
    /**
     * With it set, a payment's document is a tax invoice (decision 210); production must set it
     * (decision 040). Checked here: shape, state code and check character.
     */
    BUSINESS_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((gstin, context) => {
        const problem = gstinProblem(gstin);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** The registered name on tax invoices; BUSINESS_NAME when unset. */
    BUSINESS_LEGAL_NAME: z.string().trim().min(1).optional(),
    /** The business's state (a key of the domain's INDIAN_STATES: KA, MH, DL…), its GSTIN's. */
    BUSINESS_STATE: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isIndianStateCode, 'use a state key such as KA, MH or DL (INDIAN_STATES)')
      .default('KA'),
    /** GST on the platform's commission, in percent. */
    GST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_GST_RATE_PERCENT),

    /**
     * Sheds load: once the event loop lags this long, new requests are answered 503 with
     * Retry-After instead of queueing without bound. 0 switches it off. Unset: 200 on PostgreSQL,
     * off on PGlite, whose queries run on the event loop and would trip it on a long admin export.
     */
    SHED_LOAD_AFTER_LAG_MS: z.coerce.number().int().min(0).optional(),
    /** Sheds load too (with the lag) while the process holds more memory than this (decision 211). */
    SHED_LOAD_ABOVE_RSS_MB: z.coerce.number().int().positive().default(1536),
    /**
     * Admission control (decision 211): each kind of request gets turns sized to the database
     * pool and a bounded queue; past it, 503 with Retry-After at once. Unset: on with PostgreSQL,
     * off on PGlite (one query at a time: its turns would be one).
     */
    ADMISSION_CONTROL: boolean.optional(),
    /** The longest a request waits for its turn before it is answered 503. */
    ADMISSION_WAIT_MS: z.coerce.number().int().positive().default(1000),

    // The live channel (/ws). With REDIS_URL its pushes fan out across instances through Redis
    // pub/sub on LIVE_REDIS_CHANNEL; without it they reach this instance's sockets only.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'use a redis:// or rediss:// URL')
      .optional(),
    LIVE_REDIS_CHANNEL: z.string().min(1).default('salahkar:live'),
    /** Pings every socket this often; one that has not answered the last ping is dropped. */
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(30),
    /** Frames a socket may send per window before it is answered RATE_LIMITED. */
    LIVE_RATE_LIMIT_FRAMES: count.default(60),
    LIVE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().positive().default(10),
    /** Sockets one person may hold on one instance (tabs, devices); more are closed with 4429. */
    LIVE_MAX_SOCKETS_PER_USER: count.default(20),

    // Video calls. The media flows between the two browsers; these servers help them find each
    // other. STUN_URLS=none gives none (a LAN, or the browser tests on loopback).
    STUN_URLS: urlList.default(DEFAULT_STUN_URLS),
    // TURN relays media when no direct path exists (strict NATs, some mobile networks). Its
    // credentials are coturn's REST scheme (use-auth-secret / static-auth-secret): both or neither.
    TURN_URLS: urlList.pipe(z.array(z.string()).min(1, 'name at least one TURN URL')).optional(),
    TURN_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
    /** At most this long do a call's TURN credentials work (the ring time + 60 s when shorter). */
    TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    /** How long a call rings before it is missed. */
    VIDEO_CALL_RING_SECONDS: seconds.default(VIDEO_CALL_RING_MS / 1000),
    /** An active call whose two people have had no live socket for this long is ended. */
    VIDEO_CALL_PRESENCE_GRACE_SECONDS: seconds.default(90),

    // The AI assistant (decision 080). With all three AI_* endpoint settings, chat goes to that
    // OpenAI-compatible model; with none, the built-in assistant answers (no network).
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** The whole provider call; past it the built-in assistant answers instead. */
    AI_TIMEOUT_SECONDS: seconds.default(15),
    AI_MAX_TOKENS: count.default(600),
    /** Per person: chat messages, and category suggestions (fired while typing a request). */
    AI_CHAT_MAX_PER_HOUR: count.default(60),
    AI_SUGGEST_MAX_PER_HOUR: count.default(600),

    // Web push (decision 190). VAPID keys: both or neither; with neither, a pair is generated once
    // into DATA_DIR, so instances sharing no data dir must be given the same pair.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        'use the base64url public key of `npx web-push generate-vapid-keys`',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'use the base64url private key of `npx web-push generate-vapid-keys`',
      )
      .optional(),
    /** Whom push services contact about our pushes; unset, mailto: and SUPPORT_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'use a mailto: address or an https: URL')
      .optional(),
    /** Push services besides the browsers' own (FCM, Mozilla, Apple, Windows): comma-separated origins. */
    PUSH_ENDPOINT_ALLOWLIST: originList.default([]),
    /** One push, connecting to the push service until its answer; past it the push is tried again later. */
    PUSH_TIMEOUT_SECONDS: seconds.default(10),

    // SMS (decision 190): sign-in and verification codes. Unset, each SMS is written to the dev
    // mailbox (DATA_DIR/mailbox/sms, shown at /dev/mailbox); msg91 or twilio send for real.
    SMS_PROVIDER: z.enum(['msg91', 'twilio']).optional(),
    /** One call to the SMS provider or WhatsApp, answer included; past it, tried again later. */
    SMS_TIMEOUT_SECONDS: seconds.default(10),
    MSG91_AUTH_KEY: z.string().optional(),
    /** The DLT-registered sender id (header) the SMS come from. */
    MSG91_SENDER_ID: z.string().optional(),
    /** MSG91's id of the DLT-approved code template; it must hold the variable ##otp##. */
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_API_URL: z.url().default('https://control.msg91.com/api/v5'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** A Twilio number in E.164, or a Messaging Service SID (MG…). */
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    // WhatsApp notices through the WhatsApp Business Cloud API (approved templates), to people who
    // opted in. Unset, none is queued.
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    /** The Graph API with its version; unset, https://graph.facebook.com/v21.0. */
    WHATSAPP_API_URL: z.url().optional(),

    // An admin account created at start when missing (both or neither).
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PASSWORD'],
  })
  .refine(
    (env) =>
      new Set(
        [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].map(
          (value) => value === undefined,
        ),
      ).size === 1,
    {
      message:
        'set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none',
      path: ['RAZORPAY_KEY_ID'],
    },
  )
  .refine(
    (env) =>
      new Set([env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].map((value) => value === undefined))
        .size === 1,
    { message: 'set all of AI_BASE_URL, AI_API_KEY and AI_MODEL, or none', path: ['AI_BASE_URL'] },
  )
  .refine((env) => (env.TURN_URLS === undefined) === (env.TURN_SECRET === undefined), {
    message: 'set both TURN_URLS and TURN_SECRET, or neither',
    path: ['TURN_SECRET'],
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'msg91' ||
      [env.MSG91_AUTH_KEY, env.MSG91_SENDER_ID, env.MSG91_TEMPLATE_ID].every(Boolean),
    {
      message: 'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_TEMPLATE_ID',
      path: ['SMS_PROVIDER'],
    },
  )
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'twilio' ||
      [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].every(Boolean),
    {
      message: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      path: ['SMS_PROVIDER'],
    },
  )
  .refine(
    (env) =>
      env.WHATSAPP_API_URL === undefined
        ? (env.WHATSAPP_TOKEN === undefined) === (env.WHATSAPP_PHONE_NUMBER_ID === undefined)
        : env.WHATSAPP_TOKEN !== undefined && env.WHATSAPP_PHONE_NUMBER_ID !== undefined,
    {
      message:
        'set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (and WHATSAPP_API_URL if needed), or none',
      path: ['WHATSAPP_TOKEN'],
    },
  )
  .refine(
    (env) =>
      !env.BUSINESS_GSTIN ||
      gstinProblem(env.BUSINESS_GSTIN) !== null ||
      gstinIsOfState(env.BUSINESS_GSTIN, env.BUSINESS_STATE),
    {
      message:
        "BUSINESS_GSTIN is registered in another state than BUSINESS_STATE: set the GSTIN's state",
      path: ['BUSINESS_STATE'],
    },
  )
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'STORAGE=s3 needs S3_BUCKET, the bucket that holds uploaded files',
    path: ['S3_BUCKET'],
  })
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      path: ['S3_SECRET_ACCESS_KEY'],
    },
  );

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

/**
 * The support facts this installation gives (decision 217): SUPPORT_EMAIL, SUPPORT_PHONE and
 * BUSINESS_ADDRESS with the domain's hours. GET /api/landing serves them to the web; notice mails
 * and the assistant word them with the domain's supportFactLines.
 */
export function supportFactsOfConfig(
  config: Pick<Config, 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'BUSINESS_ADDRESS'>,
): SupportFacts {
  return supportFactsOf({
    email: config.SUPPORT_EMAIL,
    phone: config.SUPPORT_PHONE,
    address: config.BUSINESS_ADDRESS,
  });
}

/** Loads `.env` from the repository root when there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = path.resolve(import.meta.dirname, '../../../.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment (or overrides, for tests) into the typed configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PUBLIC_URL=` in a .env file) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(repoRoot, parsed.data.DATA_DIR),
    WEB_DIST_DIR: path.resolve(repoRoot, parsed.data.WEB_DIST_DIR ?? 'apps/web/dist'),
    STORAGE_DIR: parsed.data.STORAGE_DIR && path.resolve(repoRoot, parsed.data.STORAGE_DIR),
  };
}
