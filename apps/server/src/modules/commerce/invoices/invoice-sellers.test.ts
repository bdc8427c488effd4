import { creditorReference, type School } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { parseSwissPaymentsCode, pdfPagePng, pdfToText, readQrCode } from '../../../test/qr-bill-reader';
import { renderInvoicePdf } from './invoice-pdf';
import { productSeller, schoolSeller } from './invoice-sellers';

/** Scuola guida Ceresio as its members read it: an ordinary IBAN, no VAT number. */
const ceresio: School = {
  id: '00000000-0000-4000-8000-000000000002',
  version: 1,
  name: 'Scuola guida Ceresio',
  street: 'Via Nassa',
  houseNumber: '5',
  postcode: '6900',
  city: 'Lugano',
  country: 'CH',
  billing: { street: 'Casella postale', houseNumber: '12', postcode: '6901', city: 'Lugano', country: 'CH' },
  phone: '+41919234567',
  email: 'info@scuolaguida-ceresio.ch',
  website: null,
  vatNumber: null,
  iban: 'CH9300762011623852957',
  qrIban: false,
  defaultLanguage: 'it',
  hasLogo: false,
  administrator: false,
};

describe('sellers', () => {
  it("maps a school's record to the seller of its invoices: its address (not where it receives bills), IBAN, VAT number and contacts", () => {
    expect(schoolSeller(ceresio)).toEqual({
      seller: {
        name: 'Scuola guida Ceresio',
        address: { street: 'Via Nassa', houseNumber: '5', postcode: '6900', city: 'Lugano', country: 'CH' },
        iban: 'CH9300762011623852957',
        vatNumber: null,
        email: 'info@scuolaguida-ceresio.ch',
        phone: '+41919234567',
      },
    });
    const withVat = schoolSeller({ ...ceresio, vatNumber: 'CHE-116.281.710 IVA' });
    expect(withVat).toMatchObject({ seller: { vatNumber: 'CHE-116.281.710 IVA' } });
  });

  it('says what a school lacks before it can invoice', () => {
    expect(schoolSeller({ ...ceresio, iban: null })).toEqual({ missing: ['iban'] });
    expect(schoolSeller({ ...ceresio, iban: null, postcode: null })).toEqual({ missing: ['iban', 'address'] });
    expect(schoolSeller({ ...ceresio, city: null })).toEqual({ missing: ['address'] });
  });

  it('names the product company from its settings, checked at start', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PRODUCT_IBAN: 'ch93 0076 2011 6238 5295 7',
      PRODUCT_VAT_NUMBER: 'none',
    });
    expect(productSeller(config)).toMatchObject({
      name: 'Driving School Software SA',
      address: { street: 'Rue du Lac', houseNumber: '12', postcode: '1800', city: 'Vevey', country: 'CH' },
      iban: 'CH9300762011623852957',
      vatNumber: null,
    });
    expect(productSeller(loadConfig({ NODE_ENV: 'test' })).vatNumber).toBe('CHE-109.322.551 MWST');
    expect(() => loadConfig({ PRODUCT_IBAN: 'CH93 0076 2011 6238 5295 8' })).toThrow(
      new ConfigError('PRODUCT_IBAN must be a Swiss or Liechtenstein IBAN (got "CH93 0076 2011 6238 5295 8")'),
    );
    expect(() => loadConfig({ PRODUCT_VAT_NUMBER: 'CHE-109.322.552' })).toThrow(/^PRODUCT_VAT_NUMBER must be/);
  });

  it("bills with a school's ordinary IBAN: a creditor reference, no VAT, and no debtor when the buyer gave no address", async () => {
    const found = schoolSeller(ceresio);
    if (!('seller' in found)) throw new Error('Ceresio can invoice');
    const pdf = await renderInvoicePdf({
      number: '2026-00007',
      issuedOn: '2026-03-02',
      language: 'de',
      seller: found.seller,
      buyer: { name: 'Noah Weber', attention: null, address: null, email: 'learner@demo.ch' },
      lines: [
        { description: 'Theorieprüfung 30 Tage', quantity: 3, unitPrice: 2240 },
        { description: 'Gutschein', quantity: 1, unitPrice: 1333 },
      ],
    });
    const spc = parseSwissPaymentsCode((await readQrCode(await pdfPagePng(pdf, 1))) ?? '');
    expect(spc).toMatchObject({
      iban: 'CH9300762011623852957',
      creditor: { name: 'Scuola guida Ceresio', street: 'Via Nassa', houseNumber: '5', postcode: '6900' },
      // 3 × 22.40 + 13.33 = 80.53, rounded to 5 centimes.
      amount: '80.55',
      currency: 'CHF',
      debtor: { type: '', name: '', street: '', postcode: '', city: '', country: '' },
      referenceType: 'SCOR',
      reference: creditorReference('202600007'),
      message: 'Rechnung 2026-00007',
      trailer: 'EPD',
    });
    const text = await pdfToText(pdf);
    expect(text).toMatch(/Zwischensumme\s+CHF 80\.53/);
    expect(text).toMatch(/Rundung\s+CHF 0\.02/);
    expect(text).toMatch(/Total\s+CHF 80\.55/);
    expect(text).not.toContain('MWST');
    expect(text).toContain('091 923 45 67');
  });

  it("keeps a buyer's free-text address line within the payment part's 70 characters", async () => {
    const found = schoolSeller(ceresio);
    if (!('seller' in found)) throw new Error('Ceresio can invoice');
    const street = `Chemin des Très Longues Vignes du Haut-Lavaux, appartement 12, 3e étage gauche`;
    const pdf = await renderInvoicePdf({
      number: '2026-00008',
      issuedOn: '2026-03-02',
      language: 'fr',
      seller: found.seller,
      buyer: {
        name: 'Zoë Dvořák',
        attention: null,
        address: { street, houseNumber: null, postcode: '1096', city: 'Cully', country: 'CH' },
        email: null,
      },
      lines: [{ description: 'Théorie 1 jour', quantity: 1, unitPrice: 720 }],
    });
    const spc = parseSwissPaymentsCode((await readQrCode(await pdfPagePng(pdf, 1))) ?? '');
    expect(spc.debtor).toEqual({
      type: 'S',
      name: 'Zoë Dvorák',
      street: street.slice(0, 70),
      houseNumber: '',
      postcode: '1096',
      city: 'Cully',
      country: 'CH',
    });
    expect(await pdfToText(pdf)).toContain('Zoë Dvořák');
  });
});
