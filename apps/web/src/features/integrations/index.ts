/**
 * Integrations (issue 27): what the app layer uses of it; its pages are loaded lazily by the router.
 * The account's sections make up /account/me with identity's personal details; the registries' and
 * the theory test's sections of a student make part of the app layer's student sheet.
 */
export { SariCredentialsSection } from './registries/components/sari-credentials-section';
export { StudentRegistriesSection } from './registries/components/student-registries-section';
export { StudentTheorySection } from './theory-exam/components/student-theory-section';
export { TheoryCredentialsSection } from './theory-exam/components/theory-credentials-section';
