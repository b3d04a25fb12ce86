import { describe, expect, it } from 'vitest';
import { redFlagAdvice, warningSignsFor } from './red-flag-advice.ts';
import { redFlagIn, type RedFlagKind } from './red-flags.ts';
import type { Script } from './script.ts';

describe('red flags', () => {
  it.each([
    // The examples.
    ['I no longer want to live, nothing matters', 'self-harm'],
    ["My father's face is drooping on one side and his speech is slurred", 'stroke'],
    ['papa ko seene me dard ho raha hai aur bahut pasina aa raha hai', 'heart'],
    // The older ones.
    ['I have chest pain and my left arm is numb', 'heart'],
    ['माँ बेहोश हो गई हैं', 'unconscious'],
    ['mann karta hai khudkushi kar lu', 'self-harm'],
    ['मैं आत्महत्या के बारे में सोच रहा हूं', 'self-harm'],
    ['my husband is beating me right now', 'violence'],
    ['padosi jaan se maarne ki dhamki de raha hai', 'violence'],
    ['my 2 year old has fever and a stiff neck', 'child-fever'],
    ['main 4 mahine ki pregnant hoon aur bleeding ho rahi hai', 'pregnancy-bleeding'],
    ['he drank pesticide', 'poisoning'],
  ] as [string, RedFlagKind][])('hears %j as %s', (text, kind) => {
    expect(redFlagIn(text)).toBe(kind);
  });

  it.each([
    'help me file itr with crypto trading profits',
    'the grape export contract needs review',
    'how do refunds work',
    'रोज़ सीने में जलन होती है',
    'food poisoning last week, still weak',
  ])('stays quiet for %j', (text) => {
    expect(redFlagIn(text)).toBeNull();
  });

  it('starts with the number to call, the same numbers in every script', () => {
    const numbers = (text: string) => text.match(/\d{3,5}/g);
    const expected: Partial<Record<RedFlagKind, string[]>> = {
      'self-harm': ['14416', '112'],
      violence: ['112', '181', '14416'],
      'child-at-risk': ['1098', '112'],
      stroke: ['112'],
    };
    for (const [kind, wanted] of Object.entries(expected)) {
      for (const script of ['en', 'hi', 'hl'] as Script[]) {
        expect(numbers(redFlagAdvice(kind as RedFlagKind, script))).toEqual(wanted);
      }
    }
    expect(redFlagAdvice('self-harm', 'en')).toMatch(/^Please call Tele-MANAS on 14416 now/);
  });

  it('gives the signs to watch for beside daily chest burning', () => {
    expect(warningSignsFor('रोज़ सीने में जलन होती है', 'hi')).toMatch(/112/);
    expect(warningSignsFor('ghutne me dard', 'hl')).toBeNull();
  });
});
