// Creates an embedded PGlite database in the given folder, then exits. client.ts runs it as a
// child process on the first start: PGlite's initdb grows the process by a few hundred MB that
// the server would otherwise keep for its whole life. Plain JavaScript, so it needs no build.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-initdb.mjs <data dir>');
const pglite = await PGlite.create({ dataDir });
await pglite.close();
