// `.ci/run` asks whether to run the server suite on PostgreSQL too: exits 0 when a PostgreSQL
// server accepts a connection at the URL given (by default this machine's), 1 otherwise.
import { LOCAL_POSTGRES_URL, postgresAnswers } from '../src/test/postgres-databases';

process.exitCode = (await postgresAnswers(process.argv[2] ?? LOCAL_POSTGRES_URL)) ? 0 : 1;
