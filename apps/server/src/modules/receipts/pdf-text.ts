// The PDF standard fonts (Helvetica) encode WinAnsi only; anything else prints as garbage. Text
// people typed (names, titles) is brought into that set before it reaches a receipt.

// Outside Latin-1, WinAnsi has these few: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

/** 'Rāo paid ₹500' → 'Rao paid INR 500'; letters with no WinAnsi form become '?'. */
export function pdfSafeText(text: string): string {
  return Array.from(text.replace(/₹\s?/g, 'INR ').replace(/[\r\n\t]+/g, ' '))
    .map((char) => {
      if (isWinAnsi(char)) return char;
      // Accented letters outside Latin-1 (ā, ś, ṇ) keep their base letter.
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base.length > 0 && Array.from(base).every(isWinAnsi) ? base : '?';
    })
    .join('');
}
