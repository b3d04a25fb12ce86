import type { PGlite } from '@electric-sql/pglite';

// Starting a PGlite clone of the template costs about a second of CPU (unpacking its files and
// starting PostgreSQL), and a run starts one or more per test file. A worker runs its files one
// after another, so a clone a file has dropped is kept and given to the next file put back as the
// template left it: every table emptied and refilled with the template's rows, every sequence at
// the template's value, the session discarded. That costs a tenth of a new clone. A clone whose
// schema a test changed (DDL, triggers turned off, functions replaced), that is closed, or that
// refuses any step, is closed instead and the next file gets a new clone. A file only ever holds
// a revocable view of the clone (`lend`): whatever of it still runs after its drop (a timer, a
// late write) fails on the revoked view, as it failed on a closed clone, instead of writing into
// the next file's database.

/** What the template held: its schema's fingerprint, its rows by table, its sequences. */
export interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: Map<string, Blob>;
  sequences: { name: string; value: number | null }[];
}

// Objects from FirstNormalObjectId (16384) on are the database's own: the template's schema, and
// anything a test created. Relfilenodes are left out: emptying a table gives it a new one.
const FINGERPRINT = `
  select md5(string_agg(line, ';' order by line)) as fingerprint from (
    select concat_ws(' ', 'class', c.oid, n.nspname, c.relname, c.relkind, c.relnatts,
      c.relpersistence) as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid >= 16384
    union all select concat_ws(' ', 'column', attrelid, attname, atttypid, attnotnull, atthasdef,
      attisdropped) from pg_attribute where attrelid >= 16384
    union all select concat_ws(' ', 'default', oid, md5(pg_get_expr(adbin, adrelid))) from pg_attrdef
    union all select concat_ws(' ', 'function', oid, proname, md5(prosrc)) from pg_proc
      where oid >= 16384
    union all select concat_ws(' ', 'trigger', oid, tgname, tgenabled) from pg_trigger
      where oid >= 16384
    union all select concat_ws(' ', 'constraint', oid, conname, convalidated) from pg_constraint
      where oid >= 16384
    union all select concat_ws(' ', 'type', oid, typname) from pg_type where oid >= 16384
    union all select concat_ws(' ', 'enum', oid, enumlabel) from pg_enum
    union all select concat_ws(' ', 'schema', oid, nspname) from pg_namespace
    union all select concat_ws(' ', 'extension', oid, extname, extversion) from pg_extension
    union all select concat_ws(' ', 'role', oid, rolname) from pg_roles
    union all select concat_ws(' ', 'setting', setdatabase, setrole, setconfig) from pg_db_role_setting
    union all select concat_ws(' ', 'policy', oid, polname) from pg_policy
    union all select concat_ws(' ', 'rule', oid, rulename) from pg_rewrite where oid >= 16384
  ) lines`;

const USER_TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
   where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

const SEQUENCES = `
  select format('%I.%I', schemaname, sequencename) as name, last_value::float8 as value
    from pg_sequences order by 1`;

/** Reads the state of a clone fresh from the template, to put later clones back to. */
export async function readTemplateState(pglite: PGlite): Promise<TemplateState> {
  const [{ fingerprint }] = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows as [
    { fingerprint: string },
  ];
  const tables = (await pglite.query<{ name: string }>(USER_TABLES)).rows.map((row) => row.name);
  const rows = new Map<string, Blob>();
  for (const table of tables) {
    const copied = await pglite.query(`copy ${table} to '/dev/blob'`);
    if (copied.blob && copied.blob.size > 0) rows.set(table, copied.blob);
  }
  const sequences = (await pglite.query<{ name: string; value: number | null }>(SEQUENCES)).rows;
  return { fingerprint, tables, rows, sequences };
}

/**
 * Puts a dropped clone back to the template's state; false (and the clone closed) when it
 * cannot be: closed, mid-transaction, changed schema, or a step failed.
 */
export async function resetToTemplate(pglite: PGlite, template: TemplateState): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    // Fails inside an open transaction; drops temporary tables, prepared statements, settings
    // and advisory locks the last file's session held.
    await pglite.exec('discard all');
    const [{ fingerprint }] = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows as [
      { fingerprint: string },
    ];
    if (fingerprint !== template.fingerprint) throw new Error('the schema changed');
    // Replica mode skips triggers: the append-only ledger refuses a truncate otherwise.
    await pglite.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${template.tables.join(', ')}`);
      for (const [table, blob] of template.rows) {
        await tx.query(`copy ${table} from '/dev/blob'`, [], { blob });
      }
      for (const { name, value } of template.sequences) {
        await tx.query(
          value === null
            ? `select setval($1, (select seqstart from pg_sequence where seqrelid = $1::regclass), false)`
            : 'select setval($1, $2, true)',
          value === null ? [name] : [name, value],
        );
      }
    });
    return true;
  } catch {
    await pglite.close().catch(() => {});
    return false;
  }
}

/**
 * A view of `pglite` for one borrower, until `revoke`. What the borrower sets on it (the
 * transaction guard's wrappers, a test's spies) stays on the view, so the next borrower gets the
 * clone as PGlite made it; methods run on the clone itself (PGlite keeps its state in private
 * fields, which a proxy as `this` cannot reach).
 */
export function lend(pglite: PGlite): { client: PGlite; revoke(): void } {
  const own = new Map<PropertyKey, PropertyDescriptor>();
  const mine = (key: PropertyKey, descriptor: PropertyDescriptor) => {
    own.set(key, { ...descriptor, configurable: true });
    return true;
  };
  const { proxy, revoke } = Proxy.revocable(pglite, {
    get(target, key) {
      const set = own.get(key);
      if (set) return set.get ? set.get.call(proxy) : set.value;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) =>
      mine(key, { value, writable: true, enumerable: true, configurable: true }),
    defineProperty: (_, key, descriptor) => mine(key, descriptor),
    getOwnPropertyDescriptor: (target, key) =>
      own.get(key) ?? Reflect.getOwnPropertyDescriptor(target, key),
    deleteProperty: (_, key) => own.delete(key) || true,
  });
  return { client: proxy, revoke };
}
