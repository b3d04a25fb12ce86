import { describe, expect, it } from 'vitest';
import { appChunkGroups } from './app-chunks.ts';

// A small app's module graph, shaped like ours: the light pages' inputs, the sign-in pages' two
// lazy screens, and the app's entry with a member's home.
const ROOT = '/web';
const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
  '/web/build/public-page.html': { imports: ['/web/src/public-main.tsx'] },
  '/web/src/public-main.tsx': {
    imports: ['/web/src/lib/cn.ts', '/web/node_modules/react/index.js', '\0vite/preload-helper.js'],
    lazy: ['/web/src/features/landing/index.ts', '/web/src/features/legal/index.ts'],
  },
  '/web/src/features/landing/index.ts': {
    imports: ['/web/src/components/ui/badge.tsx', '/web/src/features/landing/contact-form.tsx'],
  },
  '/web/src/features/legal/index.ts': { imports: ['/web/src/lib/cn.ts'] },
  '/web/auth.html': { imports: ['/web/src/auth-main.tsx'] },
  '/web/src/auth-main.tsx': {
    imports: [
      '/web/src/lib/cn.ts',
      '/web/src/i18n/i18n.ts',
      '/web/src/features/auth/router.tsx',
      '\0vite/preload-helper.js',
    ],
    lazy: [
      '/web/src/features/auth/components/login-page.tsx',
      '/web/src/features/auth/components/register-page.tsx',
    ],
  },
  '/web/src/features/auth/components/login-page.tsx': {
    imports: [
      '/web/src/components/ui/input.tsx',
      '/web/src/components/ui/form.tsx',
      '/web/src/features/auth/router.tsx',
    ],
  },
  '/web/src/features/auth/components/register-page.tsx': {
    imports: [
      '/web/src/components/ui/input.tsx',
      '/web/src/components/ui/tabs.tsx',
      '/web/src/components/ui/form.tsx',
      '/web/src/features/auth/router.tsx',
    ],
    lazy: ['/web/src/features/auth/components/professional-form.tsx'],
  },
  '/web/src/features/auth/components/professional-form.tsx': {
    imports: ['/web/src/components/ui/textarea.tsx', '/web/node_modules/zod/index.js'],
  },
  '/web/offline.html': { imports: ['/web/src/offline-page.ts'] },
  '/web/src/auth-boot.ts': {},
  '/web/src/main.tsx': {
    imports: [
      '/web/src/zod-setup.ts',
      '/web/src/app/router.tsx',
      '/web/src/lib/cn.ts',
      '/web/src/i18n/i18n.ts',
      '\0vite/preload-helper.js',
      '\0rolldown/runtime.js',
    ],
    lazy: ['/web/src/app/signed-in-layout.tsx', '/web/src/app/dashboard/home.ts'],
  },
  '/web/src/app/signed-in-layout.tsx': {
    imports: [
      '/web/src/components/ui/input.tsx',
      '/web/src/app/layout-frame.tsx',
      '/web/node_modules/@radix-ui/react-dialog/index.mjs',
    ],
  },
  '/web/src/app/dashboard/home.ts': {
    imports: [
      '/web/src/components/ui/tabs.tsx',
      '/web/src/components/ui/textarea.tsx',
      '/web/src/components/ui/badge.tsx',
      '/web/src/lib/schemas.ts',
    ],
  },
  '/web/src/lib/schemas.ts': { imports: ['/web/node_modules/zod/index.js'] },
  '/web/src/zod-setup.ts': { imports: ['/web/node_modules/zod/index.js'] },
  '/web/node_modules/zod/index.js': { imports: ['/web/node_modules/zod/v4/core/core.js'] },
  '/web/src/features/landing/contact-form.tsx': { imports: ['/web/node_modules/zod/index.js'] },
};

function chunkOf(id: string): string | null {
  const [group] = appChunkGroups(ROOT);
  const getModuleInfo = (moduleId: string) => {
    const node = GRAPH[moduleId];
    if (!node && !/\.(tsx?|js|mjs)$/.test(moduleId) && !moduleId.startsWith('\0')) return null;
    return { importedIds: node?.imports ?? [], dynamicallyImportedIds: node?.lazy ?? [] };
  };
  const name = group!.name as (id: string, context: unknown) => string | null;
  return name(id, { getModuleInfo });
}

describe('the chunks of a member’s first screen', () => {
  it('puts what the home shares with light pages at once in one chunk per set of pages', () => {
    expect(chunkOf('/web/src/lib/cn.ts')).toBe('shared-landing-legal-login-register');
    expect(chunkOf('\0vite/preload-helper.js')).toBe('shared-landing-legal-login-register');
    // The landing page's own screen, which it loads as soon as it starts.
    expect(chunkOf('/web/src/components/ui/badge.tsx')).toBe('shared-landing');
    expect(chunkOf('/web/src/i18n/i18n.ts')).toBe('shared-login-register');
    expect(chunkOf('/web/src/components/ui/input.tsx')).toBe('shared-login-register');
    expect(chunkOf('/web/src/components/ui/tabs.tsx')).toBe('shared-register');
  });

  it('keeps the app’s own code in the shell and the home, libraries included', () => {
    expect(chunkOf('/web/src/app/router.tsx')).toBe('shell');
    expect(chunkOf('/web/src/app/layout-frame.tsx')).toBe('member-home');
    expect(chunkOf('/web/src/lib/schemas.ts')).toBe('member-home');
    expect(chunkOf('/web/node_modules/@radix-ui/react-dialog/index.mjs')).toBe('member-home');
  });

  it('groups our modules a light page loads only later, and leaves its libraries alone', () => {
    // The professional's registration form is lazy: its textarea goes with the home's small
    // shared pieces, but zod (which the home reaches only through imports the bundler drops)
    // stays where the bundler puts it, so the home never downloads it at once.
    expect(chunkOf('/web/src/components/ui/textarea.tsx')).toBe('shared-later');
    expect(chunkOf('/web/node_modules/zod/index.js')).toBeNull();
  });

  it('leaves zod to the bundler, which keeps of it what each page uses', () => {
    // The entry sets zod up and the landing page's form checks with it: shared by the graph, but
    // the entry keeps only `z.config` of it, and the home must not download the checks.
    expect(chunkOf('/web/src/zod-setup.ts')).toBe('shell');
    expect(chunkOf('/web/node_modules/zod/index.js')).toBeNull();
    expect(chunkOf('/web/node_modules/zod/v4/core/core.js')).toBeNull();
  });

  it('groups what light pages’ screens share beyond their entry and the home, per set of pages', () => {
    // Both sign-in screens' form, which the home does not load: one chunk for the pair, not a
    // file of its own (the bundler's way for a module two lazy screens share).
    expect(chunkOf('/web/src/components/ui/form.tsx')).toBe('light-login-register');
    // What the sign-in pages' entry itself imports stays with the entry.
    expect(chunkOf('/web/src/features/auth/router.tsx')).toBeNull();
  });

  it('leaves the entry, the bundler’s runtime and whatever the home does not load', () => {
    expect(chunkOf('/web/src/main.tsx')).toBeNull();
    expect(chunkOf('\0rolldown/runtime.js')).toBeNull();
    expect(chunkOf('/web/src/offline-page.ts')).toBeNull();
    expect(chunkOf('/web/src/features/auth/components/professional-form.tsx')).toBeNull();
  });
});
