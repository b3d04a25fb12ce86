import { describe, expect, it } from 'vitest';
import { clickOutcome, parsePushMessage, pickWindow, sameOriginPath } from './push-message.ts';

const ORIGIN = 'https://salahkar.example';

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameOriginPath('/consultation/abc?call=join#chat', ORIGIN)).toBe(
      '/consultation/abc?call=join#chat',
    );
    expect(sameOriginPath(`${ORIGIN}/wallet`, ORIGIN)).toBe('/wallet');
  });

  it('sends anything that leaves the site home', () => {
    for (const link of [
      'https://evil.example/consultation/abc',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://salahkar.example/wallet',
      'https://salahkar.example:8443/wallet',
      '',
      42,
      null,
    ]) {
      expect(sameOriginPath(link, ORIGIN), String(link)).toBe('/');
    }
  });
});

describe('parsePushMessage', () => {
  it('reads the fields the server sends', () => {
    // Kept as they are; of the actions only the known ones with a title, and not quiet unless asked.
    const fields = {
      title: 'Incoming video call',
      body: 'Priya Sharma is calling',
      link: '/consultation/c1',
      kind: 'incoming_call',
      tag: 'call-v1',
      requireInteraction: true,
      lang: 'en-IN',
      callId: 'v1',
    };
    const join = { action: 'join', title: 'Join' };
    const decline = { action: 'decline', title: 'Decline' };
    const message = parsePushMessage(
      {
        ...fields,
        actions: [join, decline, { action: 'open-evil', title: 'Nope' }, { action: 'join' }],
      },
      ORIGIN,
      'Salahkar',
    );
    expect(message).toEqual({ ...fields, actions: [join, decline], quiet: false });
  });

  it('takes a notification away quietly only for a tagged push that asks to', () => {
    const answered = {
      title: 'Video Call Answered',
      body: 'You answered the call from Priya Sharma on another device.',
      link: '/consultation/c1?chat=open',
      kind: 'incoming_call',
      tag: 'call-v1',
      quiet: true,
    };
    expect(parsePushMessage(answered, ORIGIN, 'Salahkar')).toMatchObject({
      tag: 'call-v1',
      quiet: true,
    });
    // Without a tag there is nothing to take away: shown as an ordinary notification.
    expect(parsePushMessage({ ...answered, tag: undefined }, ORIGIN, 'Salahkar').quiet).toBe(false);
    expect(parsePushMessage({ ...answered, quiet: 'yes' }, ORIGIN, 'Salahkar').quiet).toBe(false);
  });

  it('keeps Hindi texts as they are', () => {
    const message = parsePushMessage(
      { title: 'नया ऑफ़र मिला', body: 'आपके अनुरोध पर एक ऑफ़र आया है', link: '/consultation/c2' },
      ORIGIN,
      'Salahkar',
    );
    expect(message).toMatchObject({ title: 'नया ऑफ़र मिला', link: '/consultation/c2' });
  });

  it('turns anything else into the brand leading home', () => {
    for (const data of [null, 'text', 7, [], { title: 3, link: 'https://evil.example/' }]) {
      expect(parsePushMessage(data, ORIGIN, 'Salahkar')).toEqual({
        title: 'Salahkar',
        body: '',
        link: '/',
        kind: '',
        tag: undefined,
        actions: [],
        requireInteraction: false,
        lang: undefined,
        callId: undefined,
        quiet: false,
      });
    }
  });

  it('drops a tag, language or call id of the wrong shape and cuts long texts', () => {
    const message = parsePushMessage(
      { title: 'x'.repeat(500), tag: 'a b', lang: '<script>', callId: '../../admin' },
      ORIGIN,
      'Salahkar',
    );
    expect(message.title).toHaveLength(200);
    expect(message).toMatchObject({ tag: undefined, lang: undefined, callId: undefined });
  });
});

describe('clickOutcome', () => {
  const data = { link: '/consultation/c1', kind: 'incoming_call', callId: 'v1' };

  it('opens the linked page on a tap or on Join', () => {
    expect(clickOutcome('', data, ORIGIN)).toEqual({ type: 'open', path: '/consultation/c1' });
    expect(clickOutcome('join', data, ORIGIN)).toEqual({ type: 'open', path: '/consultation/c1' });
  });

  it('declines the call on Decline, or only closes without a call', () => {
    expect(clickOutcome('decline', data, ORIGIN)).toEqual({ type: 'decline', callId: 'v1' });
    expect(clickOutcome('decline', { link: '/' }, ORIGIN)).toEqual({ type: 'close' });
  });

  it('never opens another site, whatever the notification holds', () => {
    expect(clickOutcome('', { link: 'https://evil.example/' }, ORIGIN)).toEqual({
      type: 'open',
      path: '/',
    });
    expect(clickOutcome('', undefined, ORIGIN)).toEqual({ type: 'open', path: '/' });
  });
});

describe('pickWindow', () => {
  const tab = (url: string, focused = false) => ({ url, focused });

  it('prefers a tab on the page, then the focused one, then any tab of the site', () => {
    const onPage = tab(`${ORIGIN}/consultation/c1`);
    const focused = tab(`${ORIGIN}/wallet`, true);
    const other = tab(`${ORIGIN}/`);
    expect(pickWindow([other, focused, onPage], '/consultation/c1', ORIGIN)).toBe(onPage);
    expect(pickWindow([other, focused], '/consultation/c1', ORIGIN)).toBe(focused);
    expect(pickWindow([other], '/consultation/c1', ORIGIN)).toBe(other);
  });

  it('never picks a tab of another site', () => {
    expect(pickWindow([tab('https://evil.example/', true)], '/', ORIGIN)).toBeUndefined();
  });
});
