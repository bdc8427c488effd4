import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type DrivingLicence, type Exam, formatSwissDate, formatSwissDay, type TrainingInfo } from '@ds/domain';
import PDFDocument from 'pdfkit';
import type { PrintLabels } from './print-labels';
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

export interface PrintableSheet {
  schoolName: string | null;
  student: {
    name: string;
    firstname: string;
    birthDate: string | null;
    faber: string | null;
    address: string | null;
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
const LABEL_WIDTH = 170;
const GREY = '#555555';
const day = (iso: string | null) => (iso ? formatSwissDay(iso) : '—');
const orDash = (text: string | null | undefined) => (text?.trim() ? text : '—');

type Doc = InstanceType<typeof PDFDocument>;

/** Starts a new page when `height` points would not fit above the bottom margin. */
function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  keepSpace(doc, 60);
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('black').text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 6;
}

function field(doc: Doc, label: string, value: string): void {
  const valueWidth = doc.page.width - 2 * MARGIN - LABEL_WIDTH;
  doc.font('regular').fontSize(10);
  const height = Math.max(
    doc.heightOfString(label, { width: LABEL_WIDTH - 10 }),
    doc.heightOfString(value, { width: valueWidth }),
  );
  keepSpace(doc, height);
  const y = doc.y;
  doc.fillColor(GREY).text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
  doc.fillColor('black').text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
  doc.x = MARGIN;
  doc.y = y + height + 3;
}

/** A table whose column widths are shares of the page width; a row never splits across pages. */
function table(doc: Doc, columns: { title: string; share: number }[], rows: string[][]): void {
  const width = doc.page.width - 2 * MARGIN;
  const widths = columns.map((column) => column.share * width);
  const line = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9).fillColor('black');
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 })),
    );
    keepSpace(doc, height);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.text(cell, x, y, { width: cellWidth - 6 });
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  line(
    columns.map((column) => column.title),
    'bold',
  );
  for (const row of rows) line(row, 'regular');
}

function note(doc: Doc, text: string): void {
  doc.font('regular').fontSize(10).fillColor(GREY).text(text, MARGIN);
}

function addressLines(student: PrintableSheet['student']): string {
  const place = [student.postcode, student.city].filter(Boolean).join(' ');
  const country = student.country !== 'CH' ? student.country : '';
  return orDash([student.address, [place, country].filter(Boolean).join(', ')].filter(Boolean).join('\n'));
}

function trainingFields(labels: PrintLabels, training: TrainingInfo): [string, string][] {
  const yesNo = (value: boolean) => (value ? labels.yes : labels.no);
  const awareness = training.awarenessDays.map((date, index) => `${index + 1}: ${day(date)}`).join('   ');
  return [
    [labels.validUntil, day(training.validUntil)],
    [labels.profession, orDash(training.profession)],
    [labels.desiredCategories, orDash(training.desiredCategories.join(', '))],
    [labels.ownedCategories, orDash(training.ownedCategories.join(', '))],
    [labels.insurance, yesNo(training.insurance)],
    [labels.insurancePaid, yesNo(training.insurancePaid)],
    [labels.firstAidDate, day(training.firstAidDate)],
    [labels.awarenessDays, awareness],
    [labels.provisionalLicence, day(training.provisionalLicence.deliveredOn)],
    [labels.provisionalDeadline, day(training.provisionalLicence.deadline)],
    [labels.provisionalNumber, orDash(training.provisionalLicence.number)],
    [labels.day1Date, day(training.day1Date)],
    [labels.day2Date, day(training.day2Date)],
  ];
}

/** Lessons given and owed, exam readiness per domain of the last card used, and each skill's latest level. */
function progressPart(doc: Doc, labels: PrintLabels, progress: PrintableProgress): void {
  const { card } = progress;
  if (progress.lessonsGiven === 0 && !card) {
    note(doc, labels.noLessons);
    return;
  }
  field(doc, labels.lessonsGiven, String(progress.lessonsGiven));
  field(doc, labels.lastLesson, progress.lastLesson ? formatSwissDate(progress.lastLesson) : '—');
  field(doc, labels.owedLessons, String(progress.owed));
  if (!card) return;
  field(doc, labels.trainingCard, card.name);
  doc.moveDown(0.5);
  table(
    doc,
    [
      { title: labels.domain, share: 0.7 },
      { title: labels.readiness, share: 0.3 },
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
      `${skill.level} – ${labels.levels[skill.level]}`,
      formatSwissDate(skill.evaluatedAt),
    ]),
  );
  if (evaluated.length === 0) return;
  doc.moveDown(0.5);
  table(
    doc,
    [
      { title: labels.domain, share: 0.1 },
      { title: labels.skill, share: 0.48 },
      { title: labels.level, share: 0.26 },
      { title: labels.evaluatedOn, share: 0.16 },
    ],
    evaluated,
  );
}

/** The printed student sheet (A4): identity, training info, driving licences, exams and training progress. */
export function renderStudentSheetPdf(sheet: PrintableSheet, labels: PrintLabels): Promise<Buffer> {
  const { student } = sheet;
  const fullName = `${student.name} ${student.firstname}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${labels.title} – ${fullName}`, Author: sheet.schoolName ?? '' },
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

  if (sheet.schoolName) doc.font('regular').fontSize(9).fillColor(GREY).text(sheet.schoolName);
  doc.font('bold').fontSize(18).fillColor('black').text(labels.title);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${labels.printedOn} ${formatSwissDate(sheet.printedAt)}`);

  heading(doc, labels.identity);
  field(doc, labels.name, fullName);
  field(doc, labels.birthDate, day(student.birthDate));
  field(doc, labels.faber, orDash(student.faber));
  field(doc, labels.address, addressLines(student));
  field(doc, labels.mobile, orDash(student.mobile));
  field(doc, labels.email, orDash(student.email));

  heading(doc, labels.training);
  for (const [label, value] of trainingFields(labels, sheet.training)) field(doc, label, value);

  heading(doc, labels.licences);
  if (sheet.licences.length === 0) note(doc, labels.noLicences);
  else
    table(
      doc,
      [
        { title: labels.category, share: 0.15 },
        { title: labels.start, share: 0.17 },
        { title: labels.end, share: 0.17 },
        { title: labels.authorityDecision, share: 0.51 },
      ],
      sheet.licences.map((licence) => [
        licence.category,
        day(licence.startDate),
        day(licence.endDate),
        orDash(licence.authorityDecision),
      ]),
    );

  heading(doc, labels.exams);
  if (sheet.exams.length === 0) note(doc, labels.noExams);
  else
    table(
      doc,
      [
        { title: labels.date, share: 0.14 },
        { title: labels.type, share: 0.17 },
        { title: labels.status, share: 0.16 },
        { title: labels.examiner, share: 0.2 },
        { title: labels.remarks, share: 0.33 },
      ],
      sheet.exams.map((exam) => [
        day(exam.date),
        labels.examTypes[exam.type],
        labels.examStatuses[exam.status],
        orDash(exam.examiner?.name),
        orDash(exam.remarks),
      ]),
    );

  heading(doc, labels.progress);
  progressPart(doc, labels, sheet.progress);

  doc.end();
  return done;
}
