import { MAX_EVALUATION, NOT_EVALUATED } from './evaluation.rules';

/** How many skills a lesson proposes: what fits one drive and one phone screen. */
export const NEXT_SKILLS_COUNT = 3;

interface CardTree {
  id: string;
  themes: readonly {
    id: string;
    enabled: boolean;
    skills: readonly { id: string; enabled: boolean }[];
  }[];
}

interface Evaluated {
  skillId: string;
  level: number;
  evaluatedAt: string;
}

export interface NextSkills {
  domainId: string;
  themeId: string;
  skillIds: string[];
}

/**
 * The lesson's proposal, continuing where the last one left off: the theme of the student's
 * most recent evaluation while it has skills short of autonomy, else the next such theme in
 * the card's order (the first one for a new student), and its first skills short of autonomy.
 * Null when every skill is autonomous or the card has none in use: the monitor then chooses.
 */
export function nextSkills(
  tree: readonly CardTree[],
  latest: readonly Evaluated[],
  count = NEXT_SKILLS_COUNT,
): NextSkills | null {
  const themes = tree.flatMap((domain) =>
    domain.themes
      .filter((theme) => theme.enabled)
      .map((theme) => ({
        domainId: domain.id,
        themeId: theme.id,
        skillIds: theme.skills.filter((skill) => skill.enabled).map((skill) => skill.id),
      })),
  );
  const levels = new Map(latest.map((evaluation) => [evaluation.skillId, evaluation.level]));
  const last = latest.reduce<Evaluated | undefined>(
    (newest, evaluation) => (!newest || evaluation.evaluatedAt > newest.evaluatedAt ? evaluation : newest),
    undefined,
  );
  const from = Math.max(0, last ? themes.findIndex((theme) => theme.skillIds.includes(last.skillId)) : 0);
  for (let offset = 0; offset < themes.length; offset += 1) {
    const theme = themes[(from + offset) % themes.length];
    const open = theme?.skillIds.filter((id) => (levels.get(id) ?? NOT_EVALUATED) < MAX_EVALUATION) ?? [];
    if (theme && open.length > 0) return { ...theme, skillIds: open.slice(0, count) };
  }
  return null;
}
