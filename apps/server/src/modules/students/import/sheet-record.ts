/** One row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export interface SheetRecord {
  line: number;
  cells: unknown[];
}
