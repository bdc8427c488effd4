/**
 * What the SARI simulator of the demo (PROVIDER_SIMULATORS) and the demo data agree on, so that
 * the demo works after a restart, when the simulator starts afresh: head@demo.ch's account, the
 * VKU course's id at SARI, the learner already enrolled there and the one SARI does not know.
 */
export const DEMO_SARI_ACCOUNT = {
  clientId: '18_demo-auto-ecole',
  clientSecret: 'demo-sari-client-secret',
  username: 'API_AutoEcoleDemo',
  password: 'demo-sari-password',
};

export const DEMO_SARI_COURSE_ID = '2612';
export const DEMO_SARI_CLOSED_COURSE_ID = '2608';

/** Léa Dubois, enrolled in the demo's VKU course. */
export const DEMO_SARI_ENROLLED = {
  faber: '710394825611',
  birthDate: '2004-01-22',
  firstname: 'Léa',
  lastname: 'Dubois',
};

/** Chloé Favre's FABER number, which the simulator answers PERSON_NOT_FOUND to. */
export const DEMO_SARI_UNKNOWN_FABER = '90431276';
