import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The links of a page's head that search engines and link previews want absolute (its language
 * versions, its canonical address, its preview URL), made absolute on `origin`. The build writes
 * them root-relative unless it was told the public address; whatever origin it wrote is replaced,
 * so the page names the address this server is reached at (PUBLIC_URL), like the sitemap does.
 */
export function withAbsoluteLinks(html: string, origin: string): string {
  return html
    .replace(
      /(<link rel="(?:alternate|canonical)"[^>]*?\shref=")(?:https?:\/\/[^/"]*)?(\/[^"]*)"/g,
      `$1${origin}$2"`,
    )
    .replace(
      /(<meta property="og:url" content=")(?:https?:\/\/[^/"]*)?(\/[^"]*)"/g,
      `$1${origin}$2"`,
    );
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts (brotli, else gzip), honouring `;q=0`. */
function encodingFor(request: FastifyRequest): Encoding {
  const header = String(request.headers['accept-encoding'] ?? '');
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The built HTML pages the server sends itself (pre-rendered public pages, the not-found page):
 * read once, their head links made absolute on the public origin, and compressed once per
 * encoding (small pages, so in memory).
 */
export function createHtmlPages(distDir: string) {
  const sources = new Map<string, string>();
  const encoded = new Map<string, Buffer>();

  const sourceOf = (file: string): string => {
    let html = sources.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(distDir, file), 'utf8');
      sources.set(file, html);
    }
    return html;
  };

  const bytesOf = (file: string, origin: string, encoding: Encoding): Buffer => {
    const key = `${encoding} ${origin} ${file}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      const html = Buffer.from(withAbsoluteLinks(sourceOf(file), origin));
      bytes =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(html, { level: 9 })
            : html;
      encoded.set(key, bytes);
    }
    return bytes;
  };

  return {
    /** Sends a built page (a path under the build's directory) as HTML with this status. */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      file: string,
      options: { origin: string; status?: number },
    ): FastifyReply {
      const encoding = encodingFor(request);
      const bytes = bytesOf(file, options.origin, encoding);
      const vary = reply.getHeader('Vary');
      reply
        .status(options.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(bytes);
    },
  };
}
