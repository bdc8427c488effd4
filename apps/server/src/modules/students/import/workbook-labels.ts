import type { ImportField, ImportRule, Language } from '@ds/domain';

type ExtraColumn = 'line' | 'errors' | 'city' | 'monitor' | 'archived' | 'pending' | 'passed' | 'yes' | 'no';

interface Labels {
  columns: Record<ImportField | ExtraColumn, string>;
  rules: Record<ImportRule, string>;
}

/**
 * Headers and error texts of the workbooks the server writes (export, error report), in the
 * caller's language. The import headers are among those the import recognises, so an export
 * edited and imported again keeps its names and mobiles.
 */
export const WORKBOOK_LABELS: Record<Language, Labels> = {
  fr: {
    columns: {
      faber: 'FABER',
      birthDate: 'Date de naissance',
      email: 'E-mail',
      monitorFaber: 'FABER du moniteur',
      name: 'Nom',
      firstname: 'Prénom',
      mobile: 'Mobile',
      line: 'Ligne',
      errors: 'Erreurs',
      city: 'Localité',
      monitor: 'Moniteur',
      archived: 'Archivé',
      pending: 'En attente',
      passed: 'Examen réussi',
      yes: 'oui',
      no: 'non',
    },
    rules: {
      faber: 'doit avoir 8 à 12 chiffres',
      birthDate: 'date invalide (JJ.MM.AAAA)',
      email: 'adresse e-mail invalide',
      mobile: 'numéro de mobile invalide (079 123 45 67 ou +41 79 123 45 67)',
      unknownMonitor: "aucun moniteur de l'école n'a ce numéro FABER",
      duplicateInFile: 'ce numéro FABER figure déjà sur une ligne précédente',
      required: 'obligatoire',
      faberTaken: "ce numéro FABER appartient à l'élève d'un autre moniteur",
      tooLong: 'trop long (80 caractères au plus)',
      controlCharacter: 'contient un caractère invisible non autorisé',
    },
  },
  de: {
    columns: {
      faber: 'FABER',
      birthDate: 'Geburtsdatum',
      email: 'E-Mail',
      monitorFaber: 'FABER des Fahrlehrers',
      name: 'Name',
      firstname: 'Vorname',
      mobile: 'Natel',
      line: 'Zeile',
      errors: 'Fehler',
      city: 'Ort',
      monitor: 'Fahrlehrer',
      archived: 'Archiviert',
      pending: 'Ausstehend',
      passed: 'Prüfung bestanden',
      yes: 'ja',
      no: 'nein',
    },
    rules: {
      faber: 'muss 8 bis 12 Ziffern haben',
      birthDate: 'ungültiges Datum (TT.MM.JJJJ)',
      email: 'ungültige E-Mail-Adresse',
      mobile: 'ungültige Mobilnummer (079 123 45 67 oder +41 79 123 45 67)',
      unknownMonitor: 'kein Fahrlehrer der Schule hat diese FABER-Nummer',
      duplicateInFile: 'diese FABER-Nummer steht schon auf einer früheren Zeile',
      required: 'Pflichtfeld',
      faberTaken: 'diese FABER-Nummer gehört einem Schüler eines anderen Fahrlehrers',
      tooLong: 'zu lang (höchstens 80 Zeichen)',
      controlCharacter: 'enthält ein unzulässiges unsichtbares Zeichen',
    },
  },
  it: {
    columns: {
      faber: 'FABER',
      birthDate: 'Data di nascita',
      email: 'E-mail',
      monitorFaber: "FABER dell'istruttore",
      name: 'Cognome',
      firstname: 'Nome',
      mobile: 'Cellulare',
      line: 'Riga',
      errors: 'Errori',
      city: 'Località',
      monitor: 'Istruttore',
      archived: 'Archiviato',
      pending: 'In attesa',
      passed: 'Esame superato',
      yes: 'sì',
      no: 'no',
    },
    rules: {
      faber: 'deve avere da 8 a 12 cifre',
      birthDate: 'data non valida (GG.MM.AAAA)',
      email: 'indirizzo e-mail non valido',
      mobile: 'numero di cellulare non valido (079 123 45 67 o +41 79 123 45 67)',
      unknownMonitor: 'nessun istruttore della scuola ha questo numero FABER',
      duplicateInFile: 'questo numero FABER figura già su una riga precedente',
      required: 'obbligatorio',
      faberTaken: "questo numero FABER appartiene all'allievo di un altro istruttore",
      tooLong: 'troppo lungo (al massimo 80 caratteri)',
      controlCharacter: 'contiene un carattere invisibile non ammesso',
    },
  },
  en: {
    columns: {
      faber: 'FABER',
      birthDate: 'Birth date',
      email: 'E-mail',
      monitorFaber: "Instructor's FABER",
      name: 'Name',
      firstname: 'First name',
      mobile: 'Mobile',
      line: 'Row',
      errors: 'Errors',
      city: 'City',
      monitor: 'Instructor',
      archived: 'Archived',
      pending: 'Pending',
      passed: 'Exam passed',
      yes: 'yes',
      no: 'no',
    },
    rules: {
      faber: 'must have 8 to 12 digits',
      birthDate: 'invalid date (DD.MM.YYYY)',
      email: 'invalid e-mail address',
      mobile: 'invalid mobile number (079 123 45 67 or +41 79 123 45 67)',
      unknownMonitor: 'no instructor of the school has this FABER number',
      duplicateInFile: 'this FABER number is already on an earlier row',
      required: 'required',
      faberTaken: "this FABER number belongs to another instructor's student",
      tooLong: 'too long (80 characters at most)',
      controlCharacter: 'contains a forbidden invisible character',
    },
  },
};

export function workbookLabels(language: string | undefined): Labels {
  return WORKBOOK_LABELS[(language as Language) in WORKBOOK_LABELS ? (language as Language) : 'fr'];
}
