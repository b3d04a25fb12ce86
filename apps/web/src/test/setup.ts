import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { FakeLiveSocket } from './fake-live-socket.ts';
import { showInEnglish } from './languages.ts';

// Screens speak English in tests unless a test switches (the texts the spec names are English);
// after each test they speak English again, whatever the test switched to.
showInEnglish();

// jsdom has no layout, so no ResizeObserver; Radix measures checkboxes and menus with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// No test opens a real WebSocket: the signed-in app's live channel talks to this fake. Set
// directly, not stubbed, so tests that unstub their fetch keep it.
globalThis.WebSocket = FakeLiveSocket as unknown as typeof WebSocket;

// Lazy pages and dialogs load their chunk on first use: on a busy machine (CI with the server
// suites beside it) that can outlast Testing Library's 1 s default for findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

// The app asks who is signed in only while the server's readable hint cookie is there; the fake
// fetch of each test decides the answer, so every test starts with the hint set.
beforeEach(() => {
  document.cookie = 'salahkar.signed_in=1; Path=/';
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  showInEnglish();
  sessionStorage.clear();
  FakeLiveSocket.instances = [];
});
