import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, csvRow } from './csv.ts';

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans alone', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvCell(1500)).toBe('1500');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('1500.00')).toBe('1500.00');
  });

  it('writes null and undefined as empty cells and dates in India time with the offset', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T15:30:00+05:30');
    expect(csvCell(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23T01:30:00+05:30');
  });

  it('quotes fields with a comma, quote, CR or LF and doubles quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises the formula-like cell %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('neutralises and then quotes a cell that needs both', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('\rhello')).toBe('"\'\rhello"');
    expect(csvCell('=a,b')).toBe('"\'=a,b"');
  });

  it('does not neutralise such characters later in the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('x-y')).toBe('x-y');
  });
});

describe('csvRow and csvLines', () => {
  it('joins cells with commas and ends each record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });

  it('streams a BOM and header, then a row per record', async () => {
    async function* records() {
      yield { name: 'A', note: '=x' };
      yield { name: 'B "b"', note: '' };
    }
    const text = await collect(csvLines(['name', 'note'], records(), (r) => [r.name, r.note]));
    expect(text).toBe('\uFEFFname,note\r\nA,\'=x\r\n"B ""b""",\r\n');
  });

  it('writes only the BOM and header when there are no records', async () => {
    async function* none(): AsyncGenerator<never> {}
    expect(await collect(csvLines(['id'], none(), () => []))).toBe('\uFEFFid\r\n');
  });
});
