import { spawn } from 'node:child_process';

/**
 * Runs a client program (cadaver, vdirsyncer…) with `input` on its standard input, and answers
 * its exit code and everything it wrote. Asynchronous on purpose: the server it talks to runs in
 * this very process. Stopped after a minute.
 */
export function runClient(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input = '',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, timeout: 60_000 });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}
