import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { RESOURCE_FILE_MAX_BYTES, RESOURCE_QUOTA_BYTES, type ResourceType } from '@ds/domain';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Deps } from '../../kernel/deps';
import { storeUpload } from '../../modules/platform';
import { resourceStudentShares, resources, students, users } from '../schema';

/** A checklist before a drive, in the three languages: a real, small PDF made here (no third-party rights). */
async function checklistPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Checklist', Author: 'Auto-école Démo' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  const sections: [string, string[]][] = [
    [
      'Avant de partir',
      ['Régler le siège et les rétroviseurs', 'Attacher la ceinture', 'Vérifier les feux', 'Contrôler le frein à main'],
    ],
    ['Vor der Fahrt', ['Sitz und Spiegel einstellen', 'Gurt anlegen', 'Licht kontrollieren', 'Handbremse prüfen']],
    [
      'Prima di partire',
      ['Regolare sedile e specchietti', 'Allacciare la cintura', 'Controllare le luci', 'Verificare il freno a mano'],
    ],
  ];
  for (const [title, items] of sections) {
    doc.fontSize(18).text(title).moveDown(0.4);
    for (const item of items) doc.fontSize(12).text(`☐  ${item}`.replace('☐', '[ ]')).moveDown(0.2);
    doc.moveDown();
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A Swiss stop sign (OSR 3.01) drawn as SVG and rendered to PNG. */
function stopSignPng(): Promise<Buffer> {
  const points = Array.from({ length: 8 }, (_, index) => {
    const angle = Math.PI / 8 + (index * Math.PI) / 4;
    return `${200 + 190 * Math.cos(angle)},${200 + 190 * Math.sin(angle)}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <polygon points="${points}" fill="#fff"/>
    <polygon points="${points}" fill="#c8102e" transform="translate(200 200) scale(0.92) translate(-200 -200)"/>
    <text x="200" y="235" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="110" fill="#fff" text-anchor="middle">STOP</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoResource {
  type: ResourceType;
  names: [string, string, string];
  file?: { name: string; content: () => Promise<Buffer> };
  link?: { url: string; label: string; bookmark?: string; page?: number };
  sharedWithLearner: boolean;
}

const DEMO_RESOURCES: DemoResource[] = [
  {
    type: 'document',
    names: ['Checklist avant de partir', 'Kontrollliste vor der Fahrt', 'Lista di controllo prima di partire'],
    file: { name: 'checklist.pdf', content: checklistPdf },
    sharedWithLearner: true,
  },
  {
    type: 'image',
    names: ['Signal « Stop »', 'Signal «Stop»', 'Segnale «Stop»'],
    file: { name: 'stop.png', content: stopSignPng },
    sharedWithLearner: true,
  },
  {
    type: 'video',
    names: ['Vidéo : mire de test', 'Video: Testbild', 'Video: immagine di prova'],
    file: { name: 'test-pattern.mp4', content: () => readFile(new URL('assets/test-pattern.mp4', import.meta.url)) },
    sharedWithLearner: false,
  },
  {
    type: 'legislation',
    names: [
      'Ordonnance sur les règles de la circulation routière (OCR)',
      'Verkehrsregelnverordnung (VRV)',
      'Norme della circolazione stradale (ONC)',
    ],
    link: {
      url: 'https://www.fedlex.admin.ch/eli/cc/1962/1364_1409_1420/fr',
      label: 'fedlex.admin.ch – RS 741.11',
      bookmark: 'Art. 36 Priorité',
      page: 1,
    },
    sharedWithLearner: true,
  },
];

/**
 * The demo head's resource library, written through the real upload path (content checked,
 * images normalised, thumbnails): a PDF checklist, a road sign and a video, and the road-traffic
 * ordinance on fedlex; the checklist, the sign and the ordinance are shared with student@demo.ch.
 */
export async function seedDemoResources(deps: Pick<Deps, 'db' | 'files'>): Promise<void> {
  const [head] = await deps.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
  const [learner] = await deps.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, 'student@demo.ch'));
  if (!head || !learner) throw new Error('the demo head or student@demo.ch is missing');
  const owner = { userId: head.id, schoolId: head.schoolId };
  for (const demo of DEMO_RESOURCES) {
    const values = {
      type: demo.type,
      nameFr: demo.names[0],
      nameDe: demo.names[1],
      nameIt: demo.names[2],
      linkUrl: demo.link?.url ?? null,
      linkLabel: demo.link?.label ?? null,
      bookmark: demo.link?.bookmark ?? null,
      page: demo.link?.page ?? null,
      ownerId: head.id,
      schoolId: head.schoolId,
    };
    const insert = async (db: typeof deps.db, fileId: string | null) => {
      const [row] = await db
        .insert(resources)
        .values({ ...values, fileId })
        .returning({ id: resources.id });
      if (!row) throw new Error('demo resource not inserted');
      return row.id;
    };
    const id = demo.file
      ? await storeUpload(
          deps,
          owner,
          { filename: demo.file.name, stream: Readable.from([await demo.file.content()]) },
          { maxBytes: RESOURCE_FILE_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES },
          (tx, fileId) => insert(tx, fileId),
        )
      : await insert(deps.db, null);
    if (demo.sharedWithLearner)
      await deps.db.insert(resourceStudentShares).values({ resourceId: id, studentId: learner.id });
  }
}
