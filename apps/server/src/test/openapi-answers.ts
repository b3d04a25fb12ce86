import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { KNOWN_MISMATCHES } from './openapi-known-mismatches.ts';

// Checks real answers against the app's OpenAPI document the way a client generated from it
// would read them: the status must be documented, the media type must be the documented one, and
// a JSON body must pass the documented schema under Ajv (OpenAPI 3.0's `nullable` included).

/** One answer the test server gave, as a client saw it. */
export interface RecordedAnswer {
  method: string;
  /** The path asked for (without the query). */
  pathname: string;
  /** The answering route's path in the document's form (`/api/offers/{id}`), when known. */
  route?: string;
  status: number;
  contentType: string;
  body: string;
}

interface MediaObject {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: object;
}

/** The formats zod writes into the document, checked as a client library would. */
const FORMATS: Record<string, RegExp | ((value: string) => boolean)> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^\s@]+@[^\s@]+$/,
  uri: (value) => URL.canParse(value),
  url: (value) => URL.canParse(value),
};

/** An OpenAPI path template as a pattern (`/api/offers/{id}` → `/api/offers/[^/]+`). */
function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

export class AnswerChecker {
  private readonly ajv: Ajv;
  private readonly templates: { template: string; pattern: RegExp; literal: number }[];
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true, formats: FORMATS });
    this.templates = Object.keys(document.paths).map((template) => ({
      template,
      pattern: pathPattern(template),
      // A path with more fixed text wins (`/api/offers/mine` over `/api/offers/{id}`).
      literal: template.replace(/\{\w+\}/g, '').length,
    }));
  }

  /** The document's path template that a concrete path matches, if any. */
  templateOf(pathname: string): string | undefined {
    return this.templates
      .filter((entry) => entry.pattern.test(pathname))
      .sort((a, b) => b.literal - a.literal)[0]?.template;
  }

  /** What is wrong with an answer by the document; empty when it is described. */
  problemsOf(answer: RecordedAnswer): string[] {
    const route = answer.route && answer.route !== answer.pathname ? ` [${answer.route}]` : '';
    const where = `${answer.method} ${answer.pathname}${route} → ${answer.status}`;
    const template = answer.route ?? this.templateOf(answer.pathname);
    if (!template) return [`${where}: the path is not in the document`];
    // A HEAD is its GET without the body (Fastify answers it from the GET route).
    const isHead = answer.method === 'HEAD';
    const method = isHead ? 'get' : answer.method.toLowerCase();
    const operation = this.document.paths[template]?.[method];
    if (!operation) return [`${where}: ${answer.method} ${template} is not in the document`];
    const responses = operation.responses ?? {};
    const status = String(answer.status);
    const response =
      responses[status] ?? responses[`${status[0]}XX`] ?? responses.default ?? undefined;
    if (!response) {
      return [`${where}: status not documented (${Object.keys(responses).join(', ')})`];
    }
    const documentedTypes = Object.keys(response.content ?? {});
    if (documentedTypes.length === 0) {
      return answer.body.length === 0 ? [] : [`${where}: a body where the document has none`];
    }
    const mediaType = answer.contentType.split(';')[0]!.trim().toLowerCase();
    const media = response.content?.[mediaType];
    if (!media) {
      return [`${where}: answered ${mediaType || 'no type'}, documented ${documentedTypes}`];
    }
    if (isHead || !mediaType.endsWith('json') || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = this.validatorOf(media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${where}: ${error.instancePath || '(body)'} ${error.message} ` +
        `${JSON.stringify(error.params)} in ${JSON.stringify(body).slice(0, 300)}`,
    );
  }

  private validatorOf(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      // Wrapped, so `#/components/…` references resolve against the document's components.
      validate = this.ajv.compile(
        draftSchemaOf({ allOf: [schema], components: this.document.components }) as object,
      );
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

/**
 * An OpenAPI 3.0 schema as the JSON Schema Ajv reads: 3.0's boolean `exclusiveMinimum` /
 * `exclusiveMaximum` (beside `minimum` / `maximum`) become draft 6+'s numbers. (`nullable` Ajv
 * reads itself.)
 */
function draftSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draftSchemaOf);
  if (node === null || typeof node !== 'object') return node;
  const schema: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) schema[key] = draftSchemaOf(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true) schema[exclusive] = schema[bound];
    else delete schema[exclusive];
    if (schema[exclusive] !== undefined) delete schema[bound];
  }
  return schema;
}

/**
 * What `recordAnswers` wraps of a test app (`TestApp`, named by its shape here: test/app.ts
 * imports this file, and a type import back would close a cycle).
 */
interface AnsweringApp {
  url: string;
  request(
    pathname: string,
    init?: RequestInit & { json?: unknown },
  ): Promise<Omit<Response, 'json'>>;
}

/**
 * Makes the test app's `request` (which every helper calls) keep a copy of each /api/ answer, so
 * a test can check all that it received.
 */
export function recordAnswers(t: AnsweringApp): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  const request = t.request.bind(t);
  t.request = async (pathname, init = {}) => {
    const response = await request(pathname, init);
    const url = new URL(pathname, t.url);
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/docs')) {
      const copy = response.clone();
      const contentType = copy.headers.get('content-type') ?? '';
      const isText = /json|text|xml/.test(contentType) || contentType === '';
      answers.push({
        method: (init.method ?? 'GET').toUpperCase(),
        pathname: url.pathname,
        status: response.status,
        contentType,
        body: isText ? await copy.text() : `(${(await copy.arrayBuffer()).byteLength} bytes)`,
      });
    }
    return response;
  };
  return answers;
}

/** One checker per distinct document in this process: each schema's validator is compiled once. */
const checkers = new Map<string, AnswerChecker>();

function checkerOf(document: OpenApiDocument): AnswerChecker {
  const key = JSON.stringify(document);
  let checker = checkers.get(key);
  if (!checker) {
    checker = new AnswerChecker(document);
    checkers.set(key, checker);
  }
  return checker;
}

/** The test apps whose answers are checked after every test (test/answer-check-setup.ts). */
interface Watch {
  app: FastifyInstance;
  answers: RecordedAnswer[];
  checker?: AnswerChecker;
  /** Set when the app closed: its last answers are still checked, then it is forgotten. */
  document?: OpenApiDocument;
}
const watched = new Set<Watch>();

const documentOf = (app: FastifyInstance) => app.swagger() as unknown as OpenApiDocument;

const isKnownMismatch = (answer: RecordedAnswer) =>
  KNOWN_MISMATCHES.some(
    (known) =>
      known.operation === `${answer.method} ${answer.route}` &&
      (known.status === undefined || known.status === answer.status),
  );

/**
 * Keeps a copy of every answer the app's documented /api/ routes give, from whoever asked
 * (a test's fetch, `inject`, the simulated gateway's webhooks). Called before the app is ready
 * (a root hook added then applies to every route); `stopWatching` before the app closes.
 */
export function watchAnswers(app: FastifyInstance): void {
  const answers: RecordedAnswer[] = [];
  watched.add({ app, answers });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // No route (the not-found answer), a route the document leaves out on purpose (the live
    // channel, metrics, the dev mailbox), or the docs themselves: nothing a client is promised.
    if (!route?.startsWith('/api/') || route.startsWith('/api/docs')) return payload;
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    answers.push({
      method: request.method,
      pathname: request.url.split('?')[0]!,
      route: route.replace(/:(\w+)/g, '{$1}'),
      status: reply.statusCode,
      contentType,
      body: bodyText(payload, contentType),
    });
    return payload;
  });
}

export function stopWatching(app: FastifyInstance): void {
  for (const watch of watched) if (watch.app === app) watch.document = documentOf(app);
}

function bodyText(payload: unknown, contentType: string): string {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) {
    const isText = /json|text|xml/.test(contentType) || contentType === '';
    return isText ? payload.toString('utf8') : `(${payload.byteLength} bytes)`;
  }
  return '(a stream)';
}

/**
 * What the OpenAPI document does not describe among the answers the watched apps gave since the
 * last call (each answer is checked once), leaving out the known mismatches.
 */
export function takeAnswerProblems(): string[] {
  const problems: string[] = [];
  for (const watch of watched) {
    if (watch.answers.length > 0) {
      const checker = (watch.checker ??= checkerOf(watch.document ?? documentOf(watch.app)));
      for (const answer of watch.answers.splice(0)) {
        if (!isKnownMismatch(answer)) problems.push(...checker.problemsOf(answer));
      }
    }
    if (watch.document) watched.delete(watch);
  }
  return problems;
}
