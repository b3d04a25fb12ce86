import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

/** A screen's module as `import()` gives it, arriving when the test says. */
function screenModule() {
  let arrive = () => {};
  const module = { Greeting: ({ name }: { name: string }) => <p>Namaste, {name}</p> };
  const arrived = new Promise<typeof module>((resolve) => {
    arrive = () => resolve(module);
  });
  return { load: () => arrived, arrive };
}

const inSuspense = (children: React.ReactNode) => (
  <Suspense fallback={<p>Sketch of the screen</p>}>{children}</Suspense>
);

describe('a screen whose code the entry may fetch first', () => {
  it('draws in the first pass once its code has arrived: no fallback before it', async () => {
    const { load, arrive } = screenModule();
    const greeting = preloadable(load);
    const Greeting = greeting.lazyOf((m) => m.Greeting);
    const preloaded = greeting.preload();
    arrive();
    await preloaded;

    render(inSuspense(<Greeting name="Priya" />));

    expect(screen.getByText('Namaste, Priya')).toBeInTheDocument();
    expect(screen.queryByText('Sketch of the screen')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code is still on its way, then the screen', async () => {
    const { load, arrive } = screenModule();
    const Greeting = preloadable(load).lazyOf((m) => m.Greeting);

    render(inSuspense(<Greeting name="Priya" />));
    expect(screen.getByText('Sketch of the screen')).toBeInTheDocument();
    arrive();

    expect(await screen.findByText('Namaste, Priya')).toBeInTheDocument();
  });

  it('downloads the code once, however often it is asked for', async () => {
    let loads = 0;
    const { load, arrive } = screenModule();
    const greeting = preloadable(() => {
      loads += 1;
      return load();
    });
    const Greeting = greeting.lazyOf((m) => m.Greeting);
    void greeting.preload();
    arrive();
    await greeting.preload();

    render(inSuspense(<Greeting name="Priya" />));

    expect(loads).toBe(1);
  });

  it('asks again after a fetch that failed, instead of keeping the failure', async () => {
    let loads = 0;
    const { load, arrive } = screenModule();
    const greeting = preloadable(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('the link dropped')) : load();
    });
    await expect(greeting.preload()).rejects.toThrow('the link dropped');

    const again = greeting.preload();
    arrive();
    await again;
    const Greeting = greeting.lazyOf((m) => m.Greeting);
    render(inSuspense(<Greeting name="Priya" />));

    expect(loads).toBe(2);
    expect(screen.getByText('Namaste, Priya')).toBeInTheDocument();
  });
});
