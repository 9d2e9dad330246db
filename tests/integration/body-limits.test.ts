import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { startStack, type Stack } from './stack.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs to /graphql with node:http, in 64 KB writes: with a Content-Length header, or chunked
 * (no declared length). Writing stops once the answer has come.
 */
function post(url: string, body: Buffer, options: { chunked: boolean; contentType?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
    if (!options.chunked) headers['content-length'] = String(body.length);
    const outgoing = request(`${url}/graphql`, { method: 'POST', headers }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    let offset = 0;
    const pump = () => {
      while (!answered && offset < body.length) {
        const piece = body.subarray(offset, (offset += 64 * 1024));
        if (!outgoing.write(piece)) return void outgoing.once('drain', pump);
      }
      outgoing.end();
    };
    pump();
  });
}

/** A valid GraphQL request of about `bytes` bytes (the padding is an unused variable). */
const graphqlBody = (bytes: number) => Buffer.from(JSON.stringify({ query: '{ __typename }', variables: { padding: 'a'.repeat(bytes) } }));
const tooLarge = { errors: [{ message: Messages.requestTooLarge, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] };

/** The gateway holds request bodies to MAX_BODY_BYTES (default 1 MiB) and uploads to MAX_UPLOAD_BYTES itself. */
describe('request body limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
  });
  afterAll(() => stack?.close());

  it.each([false, true])('answers a request within the limit (chunked: %s)', async (chunked) => {
    const answer = await post(stack.url, graphqlBody(900_000), { chunked });
    expect(answer).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it.each([false, true])('refuses a larger request with 413 (chunked: %s)', async (chunked) => {
    const answer = await post(stack.url, graphqlBody(2_000_000), { chunked });
    expect(answer).toEqual({ status: 413, body: tooLarge });
  });

  it('keeps serving after refusals', async () => {
    await post(stack.url, graphqlBody(2_000_000), { chunked: true });
    expect((await stack.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('refuses an upload of undeclared length', async () => {
    const form = Buffer.from('--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--\r\n');
    const answer = await post(stack.url, form, { chunked: true, contentType: 'multipart/form-data; boundary=x' });
    expect(answer).toEqual({ status: 413, body: { message: Messages.fileTooLarge } });
  });
});
