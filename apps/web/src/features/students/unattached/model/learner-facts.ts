import { formatPhone, type UnattachedLearner } from '@ds/domain';
import type { TFunction } from 'i18next';
import { swissDayAndTime } from '@/lib/format';

/** What the list says of a learner besides his name: contact, language, registration and last sign-in. */
export function learnerFacts(learner: UnattachedLearner, t: TFunction) {
  const lastSignIn = learner.lastSignInAt && swissDayAndTime(new Date(learner.lastSignInAt));
  return {
    name: `${learner.firstname} ${learner.name}`,
    mobile: learner.mobile ? formatPhone(learner.mobile) : '',
    language: t(`languages.${learner.language}`, { defaultValue: learner.language }),
    registered: swissDayAndTime(new Date(learner.registeredAt)).day,
    lastSignIn: lastSignIn ? `${lastSignIn.day} ${lastSignIn.time}` : t('never'),
  };
}
