/**
 * Spec §3 Lesson evaluation scale (§9: 0 to 5): how far the learner has come on a skill, from
 * "not evaluated" to "autonomy". The words are the interface's (`training:scale.N`).
 */
export const EVALUATION_LEVELS = [0, 1, 2, 3, 4, 5] as const;
export type EvaluationLevel = (typeof EVALUATION_LEVELS)[number];

export const NOT_EVALUATED: EvaluationLevel = 0;
export const MIN_EVALUATION = 0;
export const MAX_EVALUATION = 5;
/** From this level on a skill counts as ready for the exam ("complex application", then "autonomy"). */
export const EXAM_READY_LEVEL: EvaluationLevel = 4;

export const EVALUATION_LEVEL_KEYS = {
  0: 'notEvaluated',
  1: 'explanation',
  2: 'monitorStudent',
  3: 'studentMonitor',
  4: 'complexApplication',
  5: 'autonomy',
} as const satisfies Record<EvaluationLevel, string>;

export function isEvaluationLevel(value: number): value is EvaluationLevel {
  return Number.isInteger(value) && value >= MIN_EVALUATION && value <= MAX_EVALUATION;
}

export interface SkillEvaluation {
  skillId: string;
  level: EvaluationLevel;
  /** When it was given (ISO date-time). */
  evaluatedAt: string;
}

/**
 * Each skill's latest evaluation that says something (a 0, "not evaluated", never hides an
 * earlier level).
 */
export function latestEvaluations(evaluations: readonly SkillEvaluation[]): Map<string, SkillEvaluation> {
  const latest = new Map<string, SkillEvaluation>();
  for (const evaluation of evaluations) {
    if (evaluation.level === NOT_EVALUATED) continue;
    const known = latest.get(evaluation.skillId);
    if (!known || known.evaluatedAt < evaluation.evaluatedAt) latest.set(evaluation.skillId, evaluation);
  }
  return latest;
}

/** Each skill's latest level (see `latestEvaluations`). */
export function latestLevels(evaluations: readonly SkillEvaluation[]): Map<string, EvaluationLevel> {
  return new Map([...latestEvaluations(evaluations)].map(([skillId, evaluation]) => [skillId, evaluation.level]));
}

export interface DomainReadiness {
  domainId: string;
  skills: number;
  ready: number;
  /** ready / skills, 0 for a domain without enabled skill. */
  share: number;
}

/**
 * Spec issue 7: the exam readiness of each domain, the share of its enabled skills whose latest
 * level is at least "complex application".
 */
export function examReadiness(
  domains: readonly { id: string; skillIds: readonly string[] }[],
  levels: ReadonlyMap<string, EvaluationLevel>,
): DomainReadiness[] {
  return domains.map(({ id, skillIds }) => {
    const ready = skillIds.filter((skillId) => (levels.get(skillId) ?? NOT_EVALUATED) >= EXAM_READY_LEVEL).length;
    return { domainId: id, skills: skillIds.length, ready, share: skillIds.length === 0 ? 0 : ready / skillIds.length };
  });
}
