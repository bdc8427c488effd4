/**
 * The theory-exam training service in our words; `integrations/theory-exam/theory-exam-client.ts`
 * speaks the service's. Each user has his own account there (spec §3 Credentials); the licences
 * our shop sells are codes activated on that account, and a training session opens signed in
 * through a single-use address the service hands out.
 */
export interface TheoryAccount {
  username: string;
  password: string;
}

export interface TheoryLicenceCode {
  code: string;
  /** 1, 30 or 365 (spec §9). */
  days: number;
}

export interface ActivatedLicence {
  activatedAt: Date;
  expiresAt: Date;
}

export interface TrainingSessionRequest {
  /** fr, de or it: the training's language. */
  language: string;
  /** Where the service's "back" link leads. */
  returnUrl: string;
}

export interface TrainingProgress {
  /** 0–100, or null when the service has nothing to report yet. */
  percent: number | null;
  lastTrainedAt: Date | null;
  /** The licence's end as the service counts it. */
  expiresAt: Date | null;
}

/**
 * - `credentials_refused`: the user's username or password (spec §8: he re-enters them);
 * - `licence_refused`: the code is unknown to the service or already used by another account;
 * - `no_licence`: the account holds no running licence at the service;
 * - `unavailable`: unreachable, too slow, or failing on its side (worth trying again);
 * - `rejected`: anything else the service refused (our mistake, not worth retrying).
 */
export type TheoryExamFailureKind =
  | 'credentials_refused'
  | 'licence_refused'
  | 'no_licence'
  | 'unavailable'
  | 'rejected';

export class TheoryExamError extends Error {
  constructor(
    readonly kind: TheoryExamFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'TheoryExamError';
  }
}

export interface TheoryExamService {
  verifyAccount(account: TheoryAccount): Promise<void>;
  /** Activates the code on the account; again for the same account, the same answer. */
  activateLicence(account: TheoryAccount, licence: TheoryLicenceCode): Promise<ActivatedLicence>;
  /** A single-use, short-lived address that opens the training signed in. */
  openTrainingSession(account: TheoryAccount, request: TrainingSessionRequest): Promise<{ url: string }>;
  /** What the service reports of the training done under an activated code. */
  readProgress(code: string): Promise<TrainingProgress>;
}
