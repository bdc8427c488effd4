import { useState } from 'react';

interface Options<Row> {
  /** Reads the record afresh (and refreshes what the screen shows of it). */
  read: () => Promise<Row>;
  /** Starts the form's fields over from the fresh record. */
  restart: (fresh: Row) => void;
}

/**
 * The record an edit form was opened on (null for a creation). Its `version` is what the save
 * sends, whatever a later read of the record shows meanwhile: a change someone else made since is
 * refused (`stale_version`) rather than silently overwritten. `reload` reads the record again and
 * starts the form over from it; a form that stays open after saving goes on from `saved`.
 */
export function useOpenedRecord<Row extends { version: number }>(opened: Row | null, { read, restart }: Options<Row>) {
  const [record, setRecord] = useState(opened);
  return {
    record,
    version: record?.version,
    saved: (saved: Row) => setRecord(saved),
    reload: async () => {
      const fresh = await read();
      setRecord(fresh);
      restart(fresh);
    },
  };
}
