import type { Db } from '../client';
import { releaseNotes } from '../schema';

/** The product's release notes, newest first; written on every start (upsert). */
export const RELEASE_NOTES = [
  {
    version: '1.172.0',
    releasedOn: '2026-11-22',
    contentFr:
      "Nouvelle base de l'application : interface en français, allemand et italien, utilisable sur téléphone, avertissement hors ligne et notes de version.",
    contentDe:
      'Neue Grundlage der Anwendung: Oberfläche auf Deutsch, Französisch und Italienisch, auf dem Handy nutzbar, Offline-Hinweis und Versionshinweise.',
    contentIt:
      "Nuova base dell'applicazione: interfaccia in italiano, francese e tedesco, utilizzabile sul telefono, avviso offline e note di rilascio.",
    contentEn:
      'New application foundation: interface in French, German and Italian, usable on a phone, offline warning and release notes.',
  },
];

export async function seedReleaseNotes(db: Db): Promise<void> {
  for (const note of RELEASE_NOTES) {
    await db.insert(releaseNotes).values(note).onConflictDoUpdate({ target: releaseNotes.version, set: note });
  }
}
