import type { Config } from '../../config';
import type { TheoryExamService } from '../../kernel/theory-exam';
import { createTheoryExamClient, type TheoryCallLog } from './theory-exam-client';

/**
 * The theory-exam service the configuration names; null when none is set up (the screens then say
 * the service does not answer). The simulator is the same API on a local address:
 * `withProviderSimulators` starts it and points THEORY_SERVICE_URL at it before the app is built.
 */
export function theoryExamFromConfig(config: Config, log: TheoryCallLog): TheoryExamService | null {
  if (!config.THEORY_SERVICE_URL || !config.THEORY_SERVICE_API_KEY) return null;
  return createTheoryExamClient({
    url: config.THEORY_SERVICE_URL,
    apiKey: config.THEORY_SERVICE_API_KEY,
    timeoutMs: config.THEORY_SERVICE_TIMEOUT_MS,
    log,
  });
}
