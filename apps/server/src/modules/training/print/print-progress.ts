import { type EvaluationLevel, isEvaluationLevel, type Progress } from '@ds/domain';

export interface PrintedSkill {
  name: string;
  level: EvaluationLevel;
  evaluatedAt: Date;
}

export interface PrintedDomain {
  /** "F1 Maîtrise du véhicule". */
  name: string;
  format: string;
  ready: number;
  skills: number;
  share: number;
  /** The skills evaluated at least once, in the card's order, each with its latest level. */
  evaluated: PrintedSkill[];
}

/** The training progress part of the printed sheet. */
export interface PrintableProgress {
  lessonsGiven: number;
  lastLesson: Date | null;
  owed: number;
  card: { name: string; domains: PrintedDomain[] } | null;
}

export interface LessonTotals {
  given: number;
  last: Date | null;
  owed: number;
}

/** What the sheet prints of a student's progress: his lessons, readiness per domain and each evaluated skill. */
export function printableProgress(progress: Progress, totals: LessonTotals): PrintableProgress {
  const latest = new Map(progress.latest.map((evaluation) => [evaluation.skillId, evaluation]));
  const readiness = new Map(progress.readiness.map((domain) => [domain.domainId, domain]));
  const card = progress.card && {
    name: progress.card.name,
    domains: progress.card.tree.map((domain) => {
      const { ready = 0, skills = 0, share = 0 } = readiness.get(domain.id) ?? {};
      return {
        name: `${domain.format} ${domain.name}`,
        format: domain.format,
        ready,
        skills,
        share,
        evaluated: domain.themes.flatMap((theme) =>
          theme.skills.flatMap((skill) => {
            const evaluation = latest.get(skill.id);
            if (!evaluation || !isEvaluationLevel(evaluation.level)) return [];
            return [{ name: skill.name, level: evaluation.level, evaluatedAt: new Date(evaluation.evaluatedAt) }];
          }),
        ),
      };
    }),
  };
  return { lessonsGiven: totals.given, lastLesson: totals.last, owed: totals.owed, card };
}
