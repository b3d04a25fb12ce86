import type { Messages } from '@lingui/core';

// The admin area's English texts, which the app's catalog leaves out (only admins see the area):
// its pages load them beside their code (withTexts in i18n.ts). One file, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>('/src/features/admin/messages/en.json', {
      eager: true,
      import: 'default',
      query: { catalog: 'admin' },
    }),
  ),
) as Messages;
