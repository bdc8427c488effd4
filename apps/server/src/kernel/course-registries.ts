/**
 * The registries a student is sent to (spec §1), in our words: SARI, the cantonal registry of
 * mandatory courses (`integrations/sari` speaks its VKU/PGS REST interface), and L2, the
 * two-phase follow-up (`integrations/l2`). Neither calls back: we ask, and read the answer.
 */

/**
 * Why a registry call failed:
 * - `credentials_refused`: the account's credentials (or the product's key) were refused;
 * - `refused`: the registry refused the request, `reason` is its own code (PERSON_NOT_FOUND…);
 * - `unavailable`: network, timeout or a 5xx: worth trying again later;
 * - `not_found`: what was asked for does not exist there (a customer, a course).
 */
export type RegistryErrorKind = 'credentials_refused' | 'refused' | 'unavailable' | 'not_found';

export class RegistryError extends Error {
  constructor(
    readonly kind: RegistryErrorKind,
    /** The registry's own code, or ours when it gave none. */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A user's SARI account: the OAuth2 password grant takes all four (spec §3 Credentials). */
export interface SariCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

/** The tokens SARI handed, kept (sealed) so that every server process reuses them. */
export interface SariTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

/** Where a connection reads and keeps its tokens (the account's row). */
export interface SariTokenStore {
  read(): Promise<SariTokens | null>;
  write(tokens: SariTokens): Promise<void>;
}

/** A student as SARI knows him: his FABER number (driving-licence file) and birth date, `YYYY-MM-DD`. */
export interface RegistryPerson {
  faber: string;
  birthDate: string;
}

export interface SariCustomer extends RegistryPerson {
  firstname: string;
  lastname: string;
}

export interface SariCourse {
  id: string;
  name: string;
  /** `YYYY-MM-DD HH:mm`, as SARI writes it. */
  date: string;
  freePlaces: number | null;
}

export interface SariParticipant extends RegistryPerson {
  firstname: string;
  lastname: string;
  /** The day SARI confirmed him, null while not confirmed. */
  confirmedOn: string | null;
}

/** One account's connection to SARI: tokens fetched, kept and refreshed behind each call. */
export interface SariConnection {
  /** Authenticates (a fresh token) and asks the version: the connection test. */
  authenticate(): Promise<void>;
  version(text: string): Promise<string>;
  findCustomer(person: RegistryPerson): Promise<SariCustomer>;
  courses(type: 'VKU' | 'PGS'): Promise<SariCourse[]>;
  participants(courseId: string): Promise<SariParticipant[]>;
  enrol(courseId: string, person: RegistryPerson): Promise<void>;
  unenrol(courseId: string, faber: string): Promise<void>;
}

export interface SariRegistry {
  connect(credentials: SariCredentials, tokens: SariTokenStore): SariConnection;
}

/** A student sent to L2, with what identifies him and his school there. */
export interface L2Student extends RegistryPerson {
  firstname: string;
  lastname: string;
  /** Our student's id: L2 keeps it as the school's reference, so a second sending is recognised. */
  reference: string;
  /** The monitor's FABER number when he has one. */
  monitorFaber: string | null;
}

/** The product's account at L2 (L2_API_URL, L2_API_KEY). */
export interface L2Registry {
  /** L2's reference of the registration. */
  sendStudent(student: L2Student): Promise<{ reference: string }>;
}
