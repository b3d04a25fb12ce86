import { Ajv, type ValidateFunction } from 'ajv';
import type { TestApp, TestResponse } from './app.ts';

// Checks real answers against the app's OpenAPI document the way a client generated from it
// would read them: the status must be documented, the media type must be the documented one, and
// a JSON body must pass the documented schema under Ajv (OpenAPI 3.0's `nullable` included).

/** One answer the test server gave, as a client saw it. */
export interface RecordedAnswer {
  method: string;
  /** The path asked for (without the query). */
  pathname: string;
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
    const where = `${answer.method} ${answer.pathname} → ${answer.status}`;
    const template = this.templateOf(answer.pathname);
    if (!template) return [`${where}: the path is not in the document`];
    const operation = this.document.paths[template]?.[answer.method.toLowerCase()];
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
    if (!mediaType.endsWith('json') || !media.schema) return [];
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
 * Makes the test app's `request` (which every helper calls) keep a copy of each /api/ answer, so
 * a test can check all that it received.
 */
export function recordAnswers(t: TestApp): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  const request = t.request.bind(t);
  t.request = async (pathname, init = {}) => {
    const response: TestResponse = await request(pathname, init);
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
