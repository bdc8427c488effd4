/**
 * Starts the ASPSMS simulator as a process of its own and prints `{"url":…}` once listening:
 * node --import tsx aspsms-simulator-cli.ts --port 0 --journal /tmp/sms.jsonl [--answer-delay-ms 2000]
 */
import { parseArgs } from 'node:util';
import { startAspsmsSimulator } from './aspsms-simulator';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    journal: { type: 'string' },
    'user-key': { type: 'string' },
    password: { type: 'string' },
    credits: { type: 'string' },
    'answer-delay-ms': { type: 'string' },
  },
});

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

const simulator = await startAspsmsSimulator({
  port: Number(values.port),
  journalPath: values.journal,
  userKey: values['user-key'],
  password: values.password,
  credits: optionalNumber(values.credits),
  answerDelayMs: optionalNumber(values['answer-delay-ms']),
});
process.stdout.write(`${JSON.stringify({ url: simulator.url })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(() => process.exit(0));
  });
}
