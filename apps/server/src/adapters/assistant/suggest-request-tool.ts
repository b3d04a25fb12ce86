import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { CATEGORIES } from '@salahkar/domain';

export const SUGGEST_REQUEST_TOOL = 'suggest_request';

/** The tool the model calls once the need is clear: the field, specialization and a draft. */
export const suggestRequestTool: ChatCompletionTool = {
  type: 'function',
  function: {
    name: SUGGEST_REQUEST_TOOL,
    description:
      "Suggest the professional field and specialization for the person's need, with a short title and description for a consultation request they can post. Call it only once the need is clear.",
    parameters: {
      type: 'object',
      properties: {
        category: { type: 'string', enum: [...CATEGORIES] },
        subcategory: {
          type: ['string', 'null'],
          description: 'One of the active specializations listed for the field, or null.',
        },
        title: { type: 'string', description: 'At most 80 characters.' },
        description: {
          type: 'string',
          description: "The need in the person's words, 20+ characters.",
        },
      },
      required: ['category', 'subcategory', 'title', 'description'],
      additionalProperties: false,
    },
  },
};
