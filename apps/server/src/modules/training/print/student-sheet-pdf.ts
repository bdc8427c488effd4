import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  addressLines,
  type DrivingLicence,
  type Exam,
  formatSwissDate,
  formatSwissDay,
  type Language,
  localeOf,
  type TrainingInfo,
} from '@ds/domain';
import PDFDocument from 'pdfkit';
import { type ServerTexts, serverTexts } from '../../../lib/server-texts';
import type { PrintableProgress } from './print-progress';

/** Noto Sans, shipped by an npm package and embedded (subset): every Latin name prints, č and ł included. */
const { resolve } = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fonts;
}

/** The words of the printed sheet in its language (`students-print` texts). */
type PrintTexts = ServerTexts<'students-print'>;

export interface PrintableSheet {
  schoolName: string | null;
  /** PNG bytes printed at the top (identity's `documentLogo`); none without. */
  logo: Buffer | null;
  student: {
    name: string;
    firstname: string;
    birthDate: string | null;
    faber: string | null;
    street: string | null;
    houseNumber: string | null;
    postcode: string | null;
    city: string | null;
    country: string;
    mobile: string | null;
    email: string | null;
  };
  training: TrainingInfo;
  licences: DrivingLicence[];
  exams: Exam[];
  progress: PrintableProgress;
  printedAt: Date;
}

const MARGIN = 50;
/** The logo's box at the top left: its height leaves the title where it was, a line lower. */
const LOGO_BOX = { width: 220, height: 60 };
const LABEL_WIDTH = 170;
const GREY = '#555555';
const day = (iso: string | null) => (iso ? formatSwissDay(iso) : '—');
const orDash = (text: string | null | undefined) => (text?.trim() ? text : '—');

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/**
 * The sheet is a tagged PDF (PDF/UA-style structure): every piece of text belongs to a structure
 * element (H1, H2, P, Table > THead/TBody > TR > TH/TD) in reading order, and what only decorates
 * (rules, table headers repeated on a new page) is an artifact, so a screen reader reads the
 * sheet once, in order, with the table headers where they belong.
 */
function tagged(doc: Doc, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

function artifact(doc: Doc, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** Starts a new page when `height` points would not fit above the bottom margin; true when it did. */
function keepSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN) return false;
  doc.addPage();
  return true;
}

function heading(doc: Doc, parent: Struct, text: string): void {
  keepSpace(doc, 60);
  doc.moveDown(0.8);
  tagged(doc, parent, 'H2', () => doc.font('bold').fontSize(12).fillColor('black').text(text, MARGIN));
  const y = doc.y + 2;
  artifact(doc, 'Layout', () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke(),
  );
  doc.y = y + 6;
}

function field(doc: Doc, parent: Struct, label: string, value: string): void {
  const valueWidth = doc.page.width - 2 * MARGIN - LABEL_WIDTH;
  doc.font('regular').fontSize(10);
  const height = Math.max(
    doc.heightOfString(label, { width: LABEL_WIDTH - 10 }),
    doc.heightOfString(value, { width: valueWidth }),
  );
  keepSpace(doc, height);
  const y = doc.y;
  // One paragraph: the label, then its value, as a reader says them.
  tagged(doc, parent, 'P', () => {
    doc.fillColor(GREY).text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    doc.fillColor('black').text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
  });
  doc.x = MARGIN;
  doc.y = y + height + 3;
}

/**
 * A table whose column widths are shares of the page width. A row never splits across pages,
 * and every page the table continues on starts with its header row again (an artifact there:
 * the structure holds it once, as the table's THead).
 */
function table(doc: Doc, parent: Struct, columns: { title: string; share: number }[], rows: string[][]): void {
  const width = doc.page.width - 2 * MARGIN;
  const widths = columns.map((column) => column.share * width);
  const titles = columns.map((column) => column.title);
  const heightOf = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 })));
  };
  const line = (cells: string[], font: 'regular' | 'bold', height: number, drawCell: (draw: () => void) => void) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const cellX = x;
      drawCell(() =>
        doc
          .font(font)
          .fontSize(9)
          .fillColor('black')
          .text(cell, cellX, y, { width: cellWidth - 6 }),
      );
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  const headerHeight = heightOf(titles, 'bold');
  const element = doc.struct('Table');
  parent.add(element);
  const head = doc.struct('THead');
  element.add(head);
  const headerRow = doc.struct('TR');
  head.add(headerRow);
  // The header never stays alone at the bottom of a page.
  keepSpace(doc, headerHeight + 4 + (rows[0] ? heightOf(rows[0], 'regular') : 0));
  line(titles, 'bold', headerHeight, (draw) =>
    headerRow.add(doc.struct('TH', { scope: 'Column' } as Parameters<Doc['struct']>[1], draw)),
  );
  headerRow.end();
  head.end();
  const body = doc.struct('TBody');
  element.add(body);
  for (const cells of rows) {
    const height = heightOf(cells, 'regular');
    if (keepSpace(doc, height)) {
      line(titles, 'bold', headerHeight, (draw) => artifact(doc, 'Pagination', draw));
      keepSpace(doc, height);
    }
    const row = doc.struct('TR');
    body.add(row);
    line(cells, 'regular', height, (draw) => tagged(doc, row, 'TD', draw));
    row.end();
  }
  body.end();
  element.end();
}

function note(doc: Doc, parent: Struct, text: string): void {
  tagged(doc, parent, 'P', () => doc.font('regular').fontSize(10).fillColor(GREY).text(text, MARGIN));
}

function trainingFields(t: PrintTexts, training: TrainingInfo): [string, string][] {
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const awareness = training.awarenessDays.map((date, index) => `${index + 1}: ${day(date)}`).join('   ');
  return [
    [t('validUntil'), day(training.validUntil)],
    [t('profession'), orDash(training.profession)],
    [t('desiredCategories'), orDash(training.desiredCategories.join(', '))],
    [t('ownedCategories'), orDash(training.ownedCategories.join(', '))],
    [t('insurance'), yesNo(training.insurance)],
    [t('insurancePaid'), yesNo(training.insurancePaid)],
    [t('firstAidDate'), day(training.firstAidDate)],
    [t('awarenessDays'), awareness],
    [t('provisionalLicence'), day(training.provisionalLicence.deliveredOn)],
    [t('provisionalDeadline'), day(training.provisionalLicence.deadline)],
    [t('provisionalNumber'), orDash(training.provisionalLicence.number)],
    [t('day1Date'), day(training.day1Date)],
    [t('day2Date'), day(training.day2Date)],
  ];
}

/** Lessons given and owed, exam readiness per domain of the last card used, and each skill's latest level. */
function progressPart(doc: Doc, root: Struct, t: PrintTexts, progress: PrintableProgress): void {
  const { card } = progress;
  if (progress.lessonsGiven === 0 && !card) {
    note(doc, root, t('noLessons'));
    return;
  }
  field(doc, root, t('lessonsGiven'), String(progress.lessonsGiven));
  field(doc, root, t('lastLesson'), progress.lastLesson ? formatSwissDate(progress.lastLesson) : '—');
  field(doc, root, t('owedLessons'), String(progress.owed));
  if (!card) return;
  field(doc, root, t('trainingCard'), card.name);
  doc.moveDown(0.5);
  table(
    doc,
    root,
    [
      { title: t('domain'), share: 0.7 },
      { title: t('readiness'), share: 0.3 },
    ],
    card.domains.map((domain) => [
      domain.name,
      `${domain.ready}/${domain.skills} · ${Math.round(domain.share * 100)} %`,
    ]),
  );
  const evaluated = card.domains.flatMap((domain) =>
    domain.evaluated.map((skill) => [
      domain.format,
      skill.name,
      `${skill.level} – ${t(`levels.${skill.level}`)}`,
      formatSwissDate(skill.evaluatedAt),
    ]),
  );
  if (evaluated.length === 0) return;
  doc.moveDown(0.5);
  table(
    doc,
    root,
    [
      { title: t('domain'), share: 0.1 },
      { title: t('skill'), share: 0.48 },
      { title: t('level'), share: 0.26 },
      { title: t('evaluatedOn'), share: 0.16 },
    ],
    evaluated,
  );
}

/** The printed student sheet (A4): identity, training info, driving licences, exams and training progress. */
export function renderStudentSheetPdf(sheet: PrintableSheet, language: Language): Promise<Buffer> {
  const t = serverTexts(language, 'students-print');
  const { student } = sheet;
  const fullName = `${student.name} ${student.firstname}`.trim();
  // Tagged, with its language and a title viewers show instead of the file name (PDF/UA).
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: localeOf(language),
    displayTitle: true,
    info: { Title: `${t('title')} – ${fullName}`, Author: sheet.schoolName ?? '' },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const { schoolName, logo } = sheet;
  if (logo) {
    // A figure with its alternative text, so a screen reader says whose logo it is.
    const alt = schoolName ? `${t('logo')} – ${schoolName}` : t('logo');
    root.add(
      doc.struct('Figure', { alt } as Parameters<Doc['struct']>[1], () =>
        doc.image(logo, MARGIN, MARGIN, { fit: [LOGO_BOX.width, LOGO_BOX.height] }),
      ),
    );
    doc.x = MARGIN;
    doc.y = MARGIN + LOGO_BOX.height + 8;
  }
  if (schoolName) tagged(doc, root, 'P', () => doc.font('regular').fontSize(9).fillColor(GREY).text(schoolName));
  tagged(doc, root, 'H1', () => doc.font('bold').fontSize(18).fillColor('black').text(t('title')));
  tagged(doc, root, 'P', () =>
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(`${t('printedOn')} ${formatSwissDate(sheet.printedAt)}`),
  );

  heading(doc, root, t('identity'));
  field(doc, root, t('name'), fullName);
  field(doc, root, t('birthDate'), day(student.birthDate));
  field(doc, root, t('faber'), orDash(student.faber));
  field(doc, root, t('address'), orDash(addressLines(student).join('\n')));
  field(doc, root, t('mobile'), orDash(student.mobile));
  field(doc, root, t('email'), orDash(student.email));

  heading(doc, root, t('training'));
  for (const [label, value] of trainingFields(t, sheet.training)) field(doc, root, label, value);

  heading(doc, root, t('licences'));
  if (sheet.licences.length === 0) note(doc, root, t('noLicences'));
  else
    table(
      doc,
      root,
      [
        { title: t('category'), share: 0.15 },
        { title: t('start'), share: 0.17 },
        { title: t('end'), share: 0.17 },
        { title: t('authorityDecision'), share: 0.51 },
      ],
      sheet.licences.map((licence) => [
        licence.category,
        day(licence.startDate),
        day(licence.endDate),
        orDash(licence.authorityDecision),
      ]),
    );

  heading(doc, root, t('exams'));
  if (sheet.exams.length === 0) note(doc, root, t('noExams'));
  else
    table(
      doc,
      root,
      [
        { title: t('date'), share: 0.14 },
        { title: t('type'), share: 0.17 },
        { title: t('status'), share: 0.16 },
        { title: t('examiner'), share: 0.2 },
        { title: t('remarks'), share: 0.33 },
      ],
      sheet.exams.map((exam) => [
        day(exam.date),
        t(`examTypes.${exam.type}`),
        t(`examStatuses.${exam.status}`),
        orDash(exam.examiner?.name),
        orDash(exam.remarks),
      ]),
    );

  heading(doc, root, t('progress'));
  progressPart(doc, root, t, sheet.progress);

  root.end();
  doc.end();
  return done;
}
