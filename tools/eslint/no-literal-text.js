/**
 * Screen text lives in the message files (`messages/en.json`, `messages/hi.json`), never in JSX:
 * a literal there is a text the Hindi screen would show in English. Flags words (Latin or
 * Devanagari letters) written as JSX text or as the value of a prop people read or hear
 * (labels, titles, placeholders, alternative text). Symbols, digits and punctuation may stay.
 */
const WORDS = /[A-Za-z\p{Script=Devanagari}]{2,}/u;
const READ_PROPS =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|placeholder|alt|label|description|heading|subtitle|emptyTitle|emptyDescription|actionLabel|srLabel|hint)$/;

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis.map((quasi) => quasi.value.cooked).join('');
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Screen text comes from the message files, in the reader’s language.' },
    messages: {
      text: 'Put "{{text}}" in this feature’s messages (en.json and hi.json) and show it with t(…).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_PROPS.test(name)) return;
        const text = literalText(node.value);
        if (text !== undefined && WORDS.test(text)) report(node, text);
      },
    };
  },
};
