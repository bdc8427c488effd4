/**
 * The HTTP plumbing of the providers' simulators, the local stand-ins of Google, Graph, Datatrans, SARI,
 * L2, ASPSMS and the theory-exam service that the tests and the demo talk to: a server on 127.0.0.1, its
 * request bodies and JSON answers. What a provider answers (its error bodies, content types, statuses)
 * stays in its simulator and is passed in.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface LocalServerOptions {
  /** None or 0: a free port. */
  port?: number;
  /** Answers a request whose handler threw; by default a bare 500. */
  onError?: (error: unknown, request: IncomingMessage, response: ServerResponse) => void;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Stops listening and drops the open connections, kept-alive ones included. */
  close(): Promise<void>;
}

export async function startLocalServer(handle: RequestHandler, options: LocalServerOptions = {}): Promise<LocalServer> {
  const onError = options.onError ?? answerBare500;
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => onError(error, request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answerBare500(_error: unknown, _request: IncomingMessage, response: ServerResponse): void {
  if (!response.headersSent) response.writeHead(500);
  response.end();
}

export interface BodyLimit {
  /** In bytes. */
  limit?: number;
  /** What is thrown for a body over the limit; by default a plain Error (a bare 500). */
  onTooLarge?: () => Error;
}

/**
 * A request's body. One over the limit is read to its end, so the client gets the answer to it, but not
 * kept, and `onTooLarge()` is thrown.
 */
export async function readRequestBody(
  request: IncomingMessage,
  { limit, onTooLarge }: BodyLimit = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (limit === undefined || size <= limit) chunks.push(chunk);
  }
  if (limit !== undefined && size > limit) throw onTooLarge?.() ?? new Error('request body too large');
  return Buffer.concat(chunks);
}

export async function readRequestText(request: IncomingMessage, limit: BodyLimit = {}): Promise<string> {
  return (await readRequestBody(request, limit)).toString('utf8');
}

/** A body that is a JSON object (an array counts), or what `invalid()` gives thrown. */
export function parseJsonObject(body: Buffer | string, invalid: () => Error): object {
  try {
    const value: unknown = JSON.parse(body.toString());
    if (typeof value === 'object' && value !== null) return value;
  } catch {}
  throw invalid();
}

/** Answers `body` as JSON with the provider's content type; `null` answers the status alone. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType: string,
  headers: OutgoingHttpHeaders = {},
): void {
  if (body === null) return void response.writeHead(status, headers).end();
  response.writeHead(status, { 'content-type': contentType, ...headers }).end(JSON.stringify(body));
}
