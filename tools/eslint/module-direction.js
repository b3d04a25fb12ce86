import path from 'node:path';

// Server modules depend one way (docs/decisions/202-server-homes.md): a file under
// apps/server/src/modules/<m>/ may import another module only if the direction table lets <m>
// use it. The table itself must have no cycle (checked where it is declared, eslint.config.js).

const MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

/** The module a file belongs to: the folder right under modules/, or null outside it. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at === -1) return null;
  return file.slice(at + MODULES.length).split(path.sep)[0] ?? null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports only the modules its direction table allows.' },
    schema: [
      {
        type: 'object',
        properties: { uses: { type: 'object' } },
        required: ['uses'],
        additionalProperties: false,
      },
    ],
    messages: {
      against:
        'modules/{{from}} may not import modules/{{to}}: {{from}} may use {{allowed}} (decision 202). Move the shared piece down, or turn the call around.',
      unlisted:
        'modules/{{from}} is not in the direction table (eslint.config.js, decision 202): add it with the modules it may use.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = moduleOf(file);
    if (!from) return {};
    const { uses } = context.options[0];
    const allowed = uses[from];
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      if (!allowed) {
        context.report({ node, messageId: 'unlisted', data: { from } });
      } else if (!allowed.includes(to)) {
        const list = allowed.length > 0 ? allowed.join(', ') : 'no other module';
        context.report({ node, messageId: 'against', data: { from, to, allowed: list } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
