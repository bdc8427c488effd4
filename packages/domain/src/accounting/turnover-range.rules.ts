/** The turnover screen's ready-made ranges (issue 26 §2). */
export const TURNOVER_PRESETS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type TurnoverPreset = (typeof TURNOVER_PRESETS)[number];

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function wholeMonth(year: number, month: number): { from: string; to: string } {
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}` };
}

/** A preset's Swiss days, both included, seen from `today` (YYYY-MM-DD, a Swiss day). */
export function turnoverRange(preset: TurnoverPreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (preset === 'thisYear') return { from: `${year}-01-01`, to: `${year}-12-31` };
  if (preset === 'thisMonth') return wholeMonth(year, month);
  return month === 1 ? wholeMonth(year - 1, 12) : wholeMonth(year, month - 1);
}

/** Which preset a range is, if any (the screen marks it chosen). */
export function presetOf(range: { from: string; to: string }, today: string): TurnoverPreset | null {
  return (
    TURNOVER_PRESETS.find((preset) => {
      const candidate = turnoverRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}
