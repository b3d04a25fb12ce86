import { beforeEach, describe, expect, it } from 'vitest';
import type { CallToShow } from '../call-to-show.ts';
import { endedTextOf, initialViewOf, statusLineOf } from './call-view.ts';
import { screenShareFailureText } from './local-media.ts';
import { showInHindi } from '@/test/languages.ts';

const CALLER: CallToShow = {
  callId: 'call-1',
  consultationId: 'case-1',
  side: 'initiator',
  peerName: 'Asha Rao',
};
const ANSWERER: CallToShow = { ...CALLER, side: 'participant', peerName: 'Vikram Rathore' };

beforeEach(() => {
  showInHindi();
});

describe('the call’s words in Hindi', () => {
  it('says each stage of the call in Hindi', () => {
    const view = initialViewOf(CALLER);
    expect(statusLineOf(view, CALLER)).toBe('Asha Rao को कॉल कर रहे हैं…');
    expect(statusLineOf(initialViewOf(ANSWERER), ANSWERER)).toBe('कॉल से जुड़ रहे हैं…');
    expect(statusLineOf({ ...view, stage: 'connected' }, CALLER)).toBe('कनेक्ट हो गया');
    expect(statusLineOf({ ...view, stage: 'reconnecting' }, CALLER)).toBe(
      'कनेक्शन टूट गया। फिर से कनेक्ट हो रहा है…',
    );
    expect(statusLineOf({ ...view, stage: 'ended' }, CALLER)).toBe('कॉल खत्म हुई');
  });

  it('says how a call ended, for whoever reads it', () => {
    expect(endedTextOf('declined', CALLER)).toBe('Asha Rao ने कॉल के लिए मना किया');
    expect(endedTextOf('declined', ANSWERER)).toBe('आपने कॉल के लिए मना किया');
    expect(endedTextOf('missed', CALLER)).toBe('Asha Rao ने कॉल नहीं उठाई');
    expect(endedTextOf('missed', ANSWERER)).toBe('मिस्ड वीडियो कॉल');
    expect(endedTextOf('cancelled', CALLER)).toBe('कॉल रद्द कर दी गई');
    expect(endedTextOf('ended', CALLER)).toBe('कॉल खत्म हुई');
  });

  it('says why a screen could not be shared', () => {
    expect(screenShareFailureText({ name: 'NotAllowedError' })).toBe(
      'स्क्रीन शेयरिंग रद्द हुई - अनुमति नहीं मिली',
    );
    expect(screenShareFailureText({ name: 'NotSupportedError' })).toBe(
      'इस ब्राउज़र में स्क्रीन शेयरिंग की सुविधा नहीं है',
    );
  });
});
