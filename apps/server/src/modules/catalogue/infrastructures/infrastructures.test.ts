import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const trainingGround = {
  name: 'Place d’exercice de Romanel',
  price: 35,
  postcode: '1032',
  city: 'Romanel-sur-Lausanne',
};

describe('infrastructures, types and vehicles', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const upload = async (email: string, id: string, filename: string, content: Buffer) => {
    const body = multipartFile('file', filename, content, 'image/png');
    return t().app.inject({
      method: 'PUT',
      url: `/api/infrastructures/${id}/access-map`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(t().app, email)) },
    });
  };

  it('creates an infrastructure with its type and keeps the price to the centime', async () => {
    const type = (await call('head@demo.ch', 'POST', '/api/infrastructure-types', { name: 'Place d’exercice' })).json()
      .data;
    const created = await call('head@demo.ch', 'POST', '/api/infrastructures', {
      ...trainingGround,
      typeId: type.id,
      adminMobile: '079 000 00 09',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      price: 35,
      typeId: type.id,
      adminMobile: '+41790000009',
      hasAccessMap: false,
    });
  });

  it('keeps street and building number apart through a create, a list and a change', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/infrastructures', {
      ...trainingGround,
      street: ' Route de Cheseaux ',
      houseNumber: '2a',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ street: 'Route de Cheseaux', houseNumber: '2a', postcode: '1032' });
    expect(created.json().data).not.toHaveProperty('address');
    const listed = (await call('head@demo.ch', 'GET', '/api/infrastructures'))
      .json()
      .data.find((row: { id: string }) => row.id === id);
    expect(listed).toMatchObject({ street: 'Route de Cheseaux', houseNumber: '2a', city: 'Romanel-sur-Lausanne' });

    const changed = await call('head@demo.ch', 'PUT', `/api/infrastructures/${id}`, {
      ...trainingGround,
      street: 'Chemin du Marais',
      houseNumber: null,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ street: 'Chemin du Marais', houseNumber: null });
  });

  it('answers 400 naming the field for a 51-character name, a negative price, a bad mobile, a foreign type or an address too long', async () => {
    const foreignType = (await call('fre@demo.ch', 'POST', '/api/infrastructure-types', { name: 'Salle' })).json().data;
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(51) }, 'body.name'],
      [{ price: -1 }, 'body.price'],
      [{ adminMobile: '021 123 45 67' }, 'body.adminMobile'],
      [{ typeId: foreignType.id }, 'body.typeId'],
      // The lengths a QR-bill allows for a structured address.
      [{ street: 'x'.repeat(71) }, 'body.street'],
      [{ houseNumber: '1'.repeat(17) }, 'body.houseNumber'],
      [{ city: 'x'.repeat(36) }, 'body.city'],
    ];
    for (const [change, field] of cases) {
      const response = await call('head@demo.ch', 'POST', '/api/infrastructures', { ...trainingGround, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.details[0].field).toBe(field);
    }
  });

  it('stores an access map recognised by its content and serves it back', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/infrastructures', trainingGround)).json().data;
    expect((await upload('head@demo.ch', id, 'plan.png', PNG)).statusCode).toBe(200);
    const map = await call('head@demo.ch', 'GET', `/api/infrastructures/${id}/access-map`);
    expect(map.headers['content-type']).toBe('image/png');
    expect(map.rawPayload.equals(PNG)).toBe(true);
    expect((await upload('head@demo.ch', id, 'plan.pdf', PDF)).statusCode).toBe(200);
    expect(
      (await call('head@demo.ch', 'GET', '/api/infrastructures'))
        .json()
        .data.find((row: { id: string }) => row.id === id).hasAccessMap,
    ).toBe(true);
  });

  it('refuses a text file named like an image, and a file over 5 MB', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/infrastructures', trainingGround)).json().data;
    const disguised = await upload('head@demo.ch', id, 'plan.png', Buffer.from('this is not an image at all'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.details[0]).toMatchObject({ field: 'file', rule: 'invalid_file_type' });
    const huge = await upload('head@demo.ch', id, 'plan.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    expect((await call('head@demo.ch', 'GET', `/api/infrastructures/${id}/access-map`)).statusCode).toBe(404);
  });

  it('refuses a file name holding a control character, naming the file, and stores nothing', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/infrastructures', trainingGround)).json().data;
    const response = await upload('head@demo.ch', id, 'plan\u0000.png', PNG);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ field: 'file', rule: 'control_character' });
    expect((await call('head@demo.ch', 'GET', `/api/infrastructures/${id}/access-map`)).statusCode).toBe(404);
  });

  it('keeps another school out', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/infrastructures', trainingGround)).json().data;
    await upload('head@demo.ch', id, 'plan.png', PNG);
    const atVersion = { ...trainingGround, version: 1 };
    expect((await call('fre@demo.ch', 'PUT', `/api/infrastructures/${id}`, atVersion)).statusCode).toBe(404);
    expect((await call('fre@demo.ch', 'GET', `/api/infrastructures/${id}/access-map`)).statusCode).toBe(404);
    expect((await upload('fre@demo.ch', id, 'plan.png', PNG)).statusCode).toBe(404);
    expect((await call('monitor@demo.ch', 'GET', '/api/infrastructures')).statusCode).toBe(403);
  });

  it('manages vehicles with Swiss plates', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/vehicles', {
      plate: 'vd  123456',
      label: 'VW Golf',
      category: 'B',
      transmission: 'manual',
    });
    expect(created.json().data, created.body).toMatchObject({ plate: 'VD 123456', active: true });
    const bad = await call('head@demo.ch', 'POST', '/api/vehicles', {
      plate: '123',
      category: 'B',
      transmission: 'manual',
    });
    expect(bad.json().error.details[0].field).toBe('body.plate');
  });
});
