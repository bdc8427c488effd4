import type { EvaluationLevel, ExamStatus, ExamType, Language } from '@ds/domain';

/** The words of the printed student sheet, in the four languages of the product. */
export interface PrintLabels {
  /** The printed language as a BCP 47 tag, written as the PDF's document language (/Lang) for screen readers. */
  lang: string;
  title: string;
  printedOn: string;
  identity: string;
  name: string;
  birthDate: string;
  faber: string;
  address: string;
  mobile: string;
  email: string;
  training: string;
  validUntil: string;
  profession: string;
  desiredCategories: string;
  ownedCategories: string;
  insurance: string;
  insurancePaid: string;
  firstAidDate: string;
  awarenessDays: string;
  provisionalLicence: string;
  provisionalDeadline: string;
  provisionalNumber: string;
  day1Date: string;
  day2Date: string;
  yes: string;
  no: string;
  licences: string;
  noLicences: string;
  category: string;
  start: string;
  end: string;
  authorityDecision: string;
  exams: string;
  noExams: string;
  date: string;
  type: string;
  status: string;
  examiner: string;
  remarks: string;
  examTypes: Record<ExamType, string>;
  examStatuses: Record<ExamStatus, string>;
  progress: string;
  noLessons: string;
  lessonsGiven: string;
  lastLesson: string;
  owedLessons: string;
  trainingCard: string;
  domain: string;
  readiness: string;
  skill: string;
  level: string;
  evaluatedOn: string;
  /** Spec §3 Lesson evaluation scale, as the lesson screen names each level. */
  levels: Record<EvaluationLevel, string>;
}

const labels: Record<Language, PrintLabels> = {
  fr: {
    lang: 'fr-CH',
    title: 'Fiche d’élève',
    printedOn: 'Imprimé le',
    identity: 'Identité',
    name: 'Nom',
    birthDate: 'Date de naissance',
    faber: 'N° FABER',
    address: 'Adresse',
    mobile: 'Mobile',
    email: 'E-mail',
    training: 'Formation',
    validUntil: 'Validité',
    profession: 'Profession',
    desiredCategories: 'Catégories souhaitées',
    ownedCategories: 'Catégories possédées',
    insurance: 'Assurance',
    insurancePaid: 'Assurance payée',
    firstAidDate: 'Cours de premiers secours',
    awarenessDays: 'Cours de sensibilisation',
    provisionalLicence: 'Permis d’élève (PCE) délivré le',
    provisionalDeadline: 'Échéance du PCE',
    provisionalNumber: 'N° du PCE',
    day1Date: 'Jour 1',
    day2Date: 'Jour 2',
    yes: 'oui',
    no: 'non',
    licences: 'Permis de conduire',
    noLicences: 'Aucun permis enregistré.',
    category: 'Catégorie',
    start: 'Début',
    end: 'Fin',
    authorityDecision: 'Décision de l’autorité',
    exams: 'Examens',
    noExams: 'Aucun examen enregistré.',
    date: 'Date',
    type: 'Type',
    status: 'Résultat',
    examiner: 'Expert',
    remarks: 'Remarques',
    examTypes: { firstAid: 'Premiers secours', theory: 'Théorie', practice: 'Pratique' },
    examStatuses: { success: 'Réussi', unknown: 'Inconnu', failed: 'Échoué' },
    progress: 'Progression de la formation',
    noLessons: 'Aucune leçon pour l’instant.',
    lessonsGiven: 'Leçons données',
    lastLesson: 'Dernière leçon',
    owedLessons: 'Leçons impayées',
    trainingCard: 'Fiche de formation',
    domain: 'Domaine',
    readiness: 'Prêt pour l’examen (niveau 4 ou plus)',
    skill: 'Compétence',
    level: 'Dernier niveau',
    evaluatedOn: 'Évaluée le',
    levels: {
      0: 'non évalué',
      1: 'explication',
      2: 'moniteur / élève',
      3: 'élève / moniteur',
      4: 'application complexe',
      5: 'autonomie',
    },
  },
  de: {
    lang: 'de-CH',
    title: 'Schülerblatt',
    printedOn: 'Gedruckt am',
    identity: 'Personalien',
    name: 'Name',
    birthDate: 'Geburtsdatum',
    faber: 'FABER-Nr.',
    address: 'Adresse',
    mobile: 'Mobile',
    email: 'E-Mail',
    training: 'Ausbildung',
    validUntil: 'Gültigkeit',
    profession: 'Beruf',
    desiredCategories: 'Gewünschte Kategorien',
    ownedCategories: 'Vorhandene Kategorien',
    insurance: 'Versicherung',
    insurancePaid: 'Versicherung bezahlt',
    firstAidDate: 'Nothelferkurs',
    awarenessDays: 'Verkehrskundeunterricht',
    provisionalLicence: 'Lernfahrausweis ausgestellt am',
    provisionalDeadline: 'Lernfahrausweis gültig bis',
    provisionalNumber: 'Lernfahrausweis-Nr.',
    day1Date: 'Tag 1',
    day2Date: 'Tag 2',
    yes: 'ja',
    no: 'nein',
    licences: 'Führerausweise',
    noLicences: 'Kein Führerausweis erfasst.',
    category: 'Kategorie',
    start: 'Beginn',
    end: 'Ende',
    authorityDecision: 'Behördenentscheid',
    exams: 'Prüfungen',
    noExams: 'Keine Prüfung erfasst.',
    date: 'Datum',
    type: 'Art',
    status: 'Ergebnis',
    examiner: 'Experte',
    remarks: 'Bemerkungen',
    examTypes: { firstAid: 'Nothilfe', theory: 'Theorie', practice: 'Praxis' },
    examStatuses: { success: 'Bestanden', unknown: 'Unbekannt', failed: 'Nicht bestanden' },
    progress: 'Ausbildungsfortschritt',
    noLessons: 'Noch keine Lektionen.',
    lessonsGiven: 'Erteilte Lektionen',
    lastLesson: 'Letzte Lektion',
    owedLessons: 'Unbezahlte Lektionen',
    trainingCard: 'Ausbildungskarte',
    domain: 'Bereich',
    readiness: 'Prüfungsbereit (Stufe 4 oder höher)',
    skill: 'Kompetenz',
    level: 'Letzte Stufe',
    evaluatedOn: 'Bewertet am',
    levels: {
      0: 'nicht bewertet',
      1: 'Erklärung',
      2: 'Fahrlehrer / Lernende',
      3: 'Lernende / Fahrlehrer',
      4: 'komplexe Anwendung',
      5: 'Selbständigkeit',
    },
  },
  it: {
    lang: 'it-CH',
    title: 'Scheda dell’allievo',
    printedOn: 'Stampato il',
    identity: 'Dati personali',
    name: 'Cognome e nome',
    birthDate: 'Data di nascita',
    faber: 'N. FABER',
    address: 'Indirizzo',
    mobile: 'Cellulare',
    email: 'E-mail',
    training: 'Formazione',
    validUntil: 'Validità',
    profession: 'Professione',
    desiredCategories: 'Categorie desiderate',
    ownedCategories: 'Categorie possedute',
    insurance: 'Assicurazione',
    insurancePaid: 'Assicurazione pagata',
    firstAidDate: 'Corso di primo soccorso',
    awarenessDays: 'Corso di teoria della circolazione',
    provisionalLicence: 'Licenza per allievo conducente rilasciata il',
    provisionalDeadline: 'Scadenza della licenza per allievo',
    provisionalNumber: 'N. della licenza per allievo',
    day1Date: 'Giorno 1',
    day2Date: 'Giorno 2',
    yes: 'sì',
    no: 'no',
    licences: 'Licenze di condurre',
    noLicences: 'Nessuna licenza registrata.',
    category: 'Categoria',
    start: 'Inizio',
    end: 'Fine',
    authorityDecision: 'Decisione dell’autorità',
    exams: 'Esami',
    noExams: 'Nessun esame registrato.',
    date: 'Data',
    type: 'Tipo',
    status: 'Esito',
    examiner: 'Esperto',
    remarks: 'Osservazioni',
    examTypes: { firstAid: 'Primo soccorso', theory: 'Teoria', practice: 'Pratica' },
    examStatuses: { success: 'Superato', unknown: 'Sconosciuto', failed: 'Non superato' },
    progress: 'Progressi della formazione',
    noLessons: 'Ancora nessuna lezione.',
    lessonsGiven: 'Lezioni impartite',
    lastLesson: 'Ultima lezione',
    owedLessons: 'Lezioni non pagate',
    trainingCard: 'Scheda di formazione',
    domain: 'Ambito',
    readiness: 'Pronto per l’esame (livello 4 o più)',
    skill: 'Competenza',
    level: 'Ultimo livello',
    evaluatedOn: 'Valutata il',
    levels: {
      0: 'non valutato',
      1: 'spiegazione',
      2: 'maestro / allievo',
      3: 'allievo / maestro',
      4: 'applicazione complessa',
      5: 'autonomia',
    },
  },
  en: {
    lang: 'en',
    title: 'Student sheet',
    printedOn: 'Printed on',
    identity: 'Identity',
    name: 'Name',
    birthDate: 'Birth date',
    faber: 'FABER no.',
    address: 'Address',
    mobile: 'Mobile',
    email: 'E-mail',
    training: 'Training',
    validUntil: 'Valid until',
    profession: 'Profession',
    desiredCategories: 'Desired categories',
    ownedCategories: 'Owned categories',
    insurance: 'Insurance',
    insurancePaid: 'Insurance paid',
    firstAidDate: 'First-aid course',
    awarenessDays: 'Awareness course',
    provisionalLicence: 'Provisional licence delivered on',
    provisionalDeadline: 'Provisional licence deadline',
    provisionalNumber: 'Provisional licence no.',
    day1Date: 'Day 1',
    day2Date: 'Day 2',
    yes: 'yes',
    no: 'no',
    licences: 'Driving licences',
    noLicences: 'No driving licence recorded.',
    category: 'Category',
    start: 'Start',
    end: 'End',
    authorityDecision: 'Authority decision',
    exams: 'Exams',
    noExams: 'No exam recorded.',
    date: 'Date',
    type: 'Type',
    status: 'Result',
    examiner: 'Examiner',
    remarks: 'Remarks',
    examTypes: { firstAid: 'First aid', theory: 'Theory', practice: 'Practice' },
    examStatuses: { success: 'Passed', unknown: 'Unknown', failed: 'Failed' },
    progress: 'Training progress',
    noLessons: 'No lessons yet.',
    lessonsGiven: 'Lessons given',
    lastLesson: 'Last lesson',
    owedLessons: 'Unpaid lessons',
    trainingCard: 'Training card',
    domain: 'Domain',
    readiness: 'Exam-ready (level 4 or above)',
    skill: 'Skill',
    level: 'Latest level',
    evaluatedOn: 'Evaluated on',
    levels: {
      0: 'not evaluated',
      1: 'explanation',
      2: 'instructor / student',
      3: 'student / instructor',
      4: 'complex application',
      5: 'autonomy',
    },
  },
};

export function printLabels(language: Language): PrintLabels {
  return labels[language];
}
