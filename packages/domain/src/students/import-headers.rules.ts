import { IMPORT_FIELDS, type ImportField } from './import.schema';

/** The first four columns are positional (spec §5); these are read wherever they appear. */
export const POSITIONAL_IMPORT_FIELDS = [
  'faber',
  'birthDate',
  'email',
  'monitorFaber',
] as const satisfies readonly ImportField[];

/**
 * Headers recognised for the optional columns after the fourth, in the four languages, compared
 * without case, accents, spaces or punctuation. Italian forms say "Cognome" (name) and "Nome"
 * (first name), so "Nome" is a first name here.
 */
export const IMPORT_HEADER_ALIASES: Record<'name' | 'firstname' | 'mobile', readonly string[]> = {
  name: ['name', 'nom', 'nachname', 'familienname', 'cognome', 'lastname', 'surname', 'familyname', 'nomdefamille'],
  firstname: ['firstname', 'prenom', 'vorname', 'nome', 'nomedibattesimo', 'prenome', 'givenname', 'forename'],
  mobile: [
    'mobile',
    'natel',
    'cellulare',
    'handy',
    'portable',
    'mobilephone',
    'mobiltelefon',
    'telephonemobile',
    'telefonocellulare',
    'mobilenumber',
  ],
};

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The optional field a header names ("Prénom", "Natel", "Cognome"…), or null when none. */
export function importHeaderField(header: string): 'name' | 'firstname' | 'mobile' | null {
  const key = headerKey(header);
  if (!key) return null;
  for (const [field, aliases] of Object.entries(IMPORT_HEADER_ALIASES)) {
    if (aliases.includes(key)) return field as 'name' | 'firstname' | 'mobile';
  }
  return null;
}

/** The columns a sheet of import rows shows: the three required ones, then those `filled`. */
export function shownImportFields(filled: (field: ImportField) => boolean): ImportField[] {
  return IMPORT_FIELDS.filter((field, index) => index < 3 || filled(field));
}
