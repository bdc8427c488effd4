import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size an answer goes uncompressed, as with @fastify/compress (app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });
const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  // Quality 4, as @fastify/compress: the higher ones cost far more time than they save bytes.
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

/**
 * A JSON answer serialised once, e.g. to be kept in a cache and sent many times, with its
 * compressed forms made on first demand and kept with it.
 */
export class SerialisedJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {}

  static of(value: unknown): SerialisedJson {
    return new SerialisedJson(Buffer.from(JSON.stringify(value)));
  }

  /** The body in `encoding`, compressed now if it was not yet. */
  in(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a serialised answer as it is, compressed as the client accepts: neither Fastify's
 * serialiser nor @fastify/compress touch it again. The route's response schema still documents
 * its shape, which the type provider cannot see through the bytes, hence the cast.
 */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: SerialisedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted.toLowerCase()) : null;
  if (answer.json.length < COMPRESS_THRESHOLD_BYTES || !encoding || encoding === 'identity') {
    return reply.send(answer.json as never);
  }
  return reply.header('content-encoding', encoding).send(answer.in(encoding) as never);
}
