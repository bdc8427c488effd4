import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PROJECT_ROOT } from '../config';
import type { SimulatedSms } from '../integrations/sms/aspsms-simulator';

/** The simulator's default account (aspsms-simulator.ts). */
export const SIMULATOR_USER_KEY = 'SIMULATORKEY';
export const SIMULATOR_PASSWORD = 'simulator';

export interface SimulatorProcess {
  url: string;
  /** Every SMS it took, in order, read from its journal (written before it answers). */
  journal(): Promise<SimulatedSms[]>;
  stop(): Promise<void>;
}

/**
 * The ASPSMS simulator as a process of its own (aspsms-simulator-cli.ts), so that killing a
 * server leaves it, and its journal, untouched.
 */
export async function startSimulatorProcess(options: {
  journalPath: string;
  answerDelayMs?: number;
  credits?: number;
}): Promise<SimulatorProcess> {
  const args = ['--import', 'tsx', 'apps/server/src/integrations/sms/aspsms-simulator-cli.ts'];
  args.push('--port', '0', '--journal', options.journalPath, '--credits', String(options.credits ?? 1_000_000));
  if (options.answerDelayMs) args.push('--answer-delay-ms', String(options.answerDelayMs));
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk) => {
      printed += chunk;
      const line = printed.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the ASPSMS simulator stopped (${code}) before listening`)));
  });
  return {
    url,
    async journal() {
      const text = await readFile(options.journalPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      // A line without its end is still being written.
      return text
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line) as SimulatedSms);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
