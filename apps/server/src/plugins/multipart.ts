import type {
  FastifyInstance,
  onRequestHookHandler,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { UPLOAD_KINDS, UPLOAD_RULES } from '@salahkar/domain';

const rules = UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind]);

/** Methods whose requests carry no body, so never a form with files. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type OnRequest = onRequestHookHandler;
type OnResponse = onResponseHookHandler;

/**
 * multipart/form-data for every route that takes files, bounded by the most generous upload rule;
 * each route narrows the limits to its own kind (modules/files/multipart-form.ts).
 *
 * The plugin's parser and request methods are the app's, but its two hooks (an async onRequest
 * that adds a 'close' listener, an async onResponse: they remove the temporary files of its disk
 * mode) go only on routes a body can reach: on every GET they cost two promises and a listener
 * for files no GET can have (issue 33).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  const files = Math.max(...rules.map((rule) => rule.maxFiles));
  const options: FastifyMultipartOptions = {
    limits: {
      fileSize: Math.max(...rules.map((rule) => rule.maxBytes)),
      files,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: files + 10,
    },
  };
  const bodyHooks: { onRequest: OnRequest[]; onResponse: OnResponse[] } = {
    onRequest: [],
    onResponse: [],
  };
  // The app itself, except that the request hooks it adds are kept aside.
  const hooksKeptAside = new Proxy(app, {
    get(target, key, receiver) {
      if (key !== 'addHook') return Reflect.get(target, key, receiver);
      return (name: string, hook: never) => {
        if (name === 'onRequest' || name === 'onResponse') bodyHooks[name].push(hook);
        else target.addHook(name as 'onReady', hook);
        return receiver;
      };
    },
  });
  await new Promise<void>((resolve, reject) =>
    multipart(hooksKeptAside, options, (error?: Error) => (error ? reject(error) : resolve())),
  );
  app.addHook('onRoute', (route: RouteOptions) => {
    if ([route.method].flat().every((method) => BODILESS_METHODS.has(method))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), ...bodyHooks.onRequest];
    route.onResponse = [...[route.onResponse ?? []].flat(), ...bodyHooks.onResponse];
  });
}
