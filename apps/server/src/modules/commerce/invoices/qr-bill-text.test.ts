import { describe, expect, it } from 'vitest';
import { qrBillText } from './qr-bill-text';

describe("the payment part's text", () => {
  it('keeps what Helvetica prints and takes the accents off the rest', () => {
    expect(qrBillText('Hélène Müller-Größe, Œuvre')).toBe('Hélène Müller-Größe, Œuvre');
    expect(qrBillText('Antonín Dvořák')).toBe('Antonín Dvorák');
    expect(qrBillText('Łukasz Đorđević')).toBe('Lukasz Dordevic');
    expect(qrBillText('Ἀθῆναι 東京 ok')).toBe('  ok');
  });
});
