import { describe, expect, it } from 'vitest';
import { importHeaderField } from './import-headers.rules';

describe('importHeaderField', () => {
  it('recognises names, first names and mobiles in the four languages, whatever the case and accents', () => {
    expect(['Name', 'Nom', 'NOM', 'Nachname', 'Cognome', 'Last name'].map(importHeaderField)).toEqual(
      Array(6).fill('name'),
    );
    expect(
      ['Prénom', 'prenom', 'Vorname', 'Nome', 'Nome di battesimo', 'Prenome', 'First name'].map(importHeaderField),
    ).toEqual(Array(7).fill('firstname'));
    expect(['Mobile', 'Natel', 'Cellulare', 'Handy', 'Téléphone mobile'].map(importHeaderField)).toEqual(
      Array(5).fill('mobile'),
    );
  });

  it('ignores any other header', () => {
    expect(['', 'Remarques', 'E-mail', 'FABER', 'Adresse'].map(importHeaderField)).toEqual(Array(5).fill(null));
  });
});
