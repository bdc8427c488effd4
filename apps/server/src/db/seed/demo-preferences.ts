import { Readable } from 'node:stream';
import { LICENCE_PHOTO_MAX_BYTES, LOGO_MAX_BYTES, type QuickAction, RESOURCE_QUOTA_BYTES } from '@ds/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Deps } from '../../kernel/deps';
import { storeUpload } from '../../modules/platform';
import { users } from '../schema';

/** head@demo.ch's chips, in an order of her own (the defaults start with a new appointment). */
export const DEMO_HEAD_QUICK_ACTIONS: QuickAction[] = ['students', 'newAppointment', 'openBills', 'calendar', 'shop'];

/** Drawn here from SVG, as the shop's article logos are. */
function drawn(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** head@demo.ch's app logo: 370×100, twice the smallest a logo may be. */
const headLogo = () =>
  drawn(`<svg xmlns="http://www.w3.org/2000/svg" width="370" height="100">
    <rect width="370" height="100" rx="14" fill="#0b7285"/>
    <text x="185" y="64" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="38" fill="#fff" text-anchor="middle">Hélène Chef</text>
  </svg>`);

/** A learner's permit as a phone would photograph it: a pink card with a photo box and lines. */
const learnerPermit = () =>
  drawn(`<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
    <rect width="856" height="540" fill="#e9ecef"/>
    <rect x="28" y="28" width="800" height="484" rx="28" fill="#fcc2d7"/>
    <rect x="68" y="120" width="220" height="280" fill="#adb5bd"/>
    <text x="330" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="40" fill="#343a40">PERMIS D’ÉLÈVE</text>
    <text x="330" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#343a40">MARTIN Sophie</text>
    <text x="330" y="260" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#343a40">B</text>
  </svg>`);

async function storeUserFile(
  deps: Pick<Deps, 'db' | 'files'>,
  user: { id: string; schoolId: string | null },
  file: { name: string; bytes: Buffer; maxBytes: number },
  column: 'logoFileId' | 'licencePhotoFileId',
): Promise<void> {
  await storeUpload(
    deps,
    { userId: user.id, schoolId: user.schoolId },
    { filename: file.name, stream: Readable.from([file.bytes]) },
    { maxBytes: file.maxBytes, quotaBytes: RESOURCE_QUOTA_BYTES, imageOnly: true },
    (tx, fileId) =>
      tx
        .update(users)
        .set({ [column]: fileId })
        .where(eq(users.id, user.id)),
  );
}

/**
 * Issue 28's preferences in the demo: head@demo.ch's chips in her order and her app logo (top
 * bar, printed sheets and invoices), student@demo.ch's learner's permit photo; through the real
 * upload path, into the file store.
 */
export async function seedDemoPreferences(deps: Pick<Deps, 'db' | 'files'>): Promise<void> {
  const [head] = await deps.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
  const [student] = await deps.db.select().from(users).where(eq(users.email, 'student@demo.ch'));
  if (!head || !student) throw new Error('the demo head or student@demo.ch is missing');
  await deps.db.update(users).set({ quickActions: DEMO_HEAD_QUICK_ACTIONS }).where(eq(users.id, head.id));
  await storeUserFile(
    deps,
    head,
    { name: 'logo-helene-chef.png', bytes: await headLogo(), maxBytes: LOGO_MAX_BYTES },
    'logoFileId',
  );
  await storeUserFile(
    deps,
    student,
    { name: 'permis-eleve.png', bytes: await learnerPermit(), maxBytes: LICENCE_PHOTO_MAX_BYTES },
    'licencePhotoFileId',
  );
}
