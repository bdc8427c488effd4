/** What Helvetica prints in a PDF (Windows-1252) beyond Latin-1: the payment part's font. */
const WIN_ANSI_EXTRAS = new Set('ŒœŠšŽžŸ€‘’“”–—');
/** Letters with no decomposition to a Latin base letter. */
const BASE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

const printable = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
};

/**
 * A text as the QR-bill's payment part can print it in Helvetica, and as banks read it: letters
 * beyond Windows-1252 lose their accents (Dvořák → Dvorák, Łukasz → Lukasz); anything else that
 * has no Latin form is left out. The same text goes into the QR code, so both say the same.
 */
export function qrBillText(text: string): string {
  return [...text.normalize('NFC')]
    .map((character) => {
      if (printable(character)) return character;
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      if ([...base].every(printable)) return base;
      return BASE_LETTERS[character] ?? '';
    })
    .join('');
}
