import { z } from 'zod';
import { LANGUAGES } from './languages';

// Apart from languages.ts, which imports no zod: the login page maps locales without loading it.
export const languageSchema = z.enum(LANGUAGES);
