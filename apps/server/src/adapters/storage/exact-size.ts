import { pipeline, type Readable, Transform } from 'node:stream';

/**
 * The body, failing unless it holds exactly `size` bytes, so a short or overlong upload never
 * becomes a stored file. A stream is checked as it flows: the chunk that completes the size is
 * held back until the source has ended, because once a store has the declared length it takes
 * the file as whole, and only the end of the source proves nothing more was coming.
 */
export function exactSize(body: Buffer | Readable, size: number): Buffer | Readable {
  if (Buffer.isBuffer(body)) {
    if (body.length !== size) throw sizeMismatch(size, body.length);
    return body;
  }
  let seen = 0;
  let last: Buffer | null = null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) return done(sizeMismatch(size, seen));
      if (seen < size) return done(null, chunk);
      last = chunk;
      done();
    },
    flush(done) {
      done(seen === size ? null : sizeMismatch(size, seen), last ?? undefined);
    },
  });
  // pipeline carries a failing source's error into the counter, which its reader then sees.
  return pipeline(body, counter, () => undefined);
}

function sizeMismatch(expected: number, seen: number): Error {
  const got = seen > expected ? 'more' : String(seen);
  return new Error(`Stored file size mismatch: expected ${expected} bytes, got ${got}`);
}
