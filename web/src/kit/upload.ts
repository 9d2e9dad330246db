import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Messages } from '@console/schema';
import { print } from 'graphql';
import { useCallback } from 'react';
import { messagesForGraphQLError, type GatewayError } from './errors.ts';
import { bearerHeader, useBearer, type BearerAnswer } from './useBearer.ts';

/**
 * GraphQL multipart requests (graphql-multipart-request-spec) sent with XMLHttpRequest, so the
 * upload's progress can drive a progress bar (fetch cannot report it).
 */

/** Where the files of some variables sit: `variables.files.0` → File. */
export interface ExtractedFiles {
  /** The variables with every File replaced by null (the spec's `operations.variables`). */
  variables: unknown;
  /** Object path → file, in the order met. */
  files: { path: string; file: File }[];
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Replaces the File values of `variables` (nested in objects and arrays) by null and lists them with their paths. */
export function extractFiles(variables: unknown, prefix = 'variables', isUpload: (value: unknown) => value is File = isFile): ExtractedFiles {
  const files: ExtractedFiles['files'] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isUpload(value)) {
      files.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  return { variables: walk(variables, prefix), files };
}

/** The multipart body: `operations`, `map`, then one part per file named by its index. */
function multipartBody(query: string, variables: unknown, operationName?: string): FormData {
  const extracted = extractFiles(variables);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: extracted.variables, ...(operationName ? { operationName } : {}) }));
  form.append('map', JSON.stringify(Object.fromEntries(extracted.files.map(({ path }, index) => [String(index), [path]]))));
  extracted.files.forEach(({ file }, index) => form.append(String(index), file, file.name));
  return form;
}

/** Upload progress, 0 to 1 (1 once every byte left; the server may still be working). */
export type ProgressListener = (fraction: number) => void;

interface RawAnswer extends BearerAnswer {
  body: unknown;
}

/** One multipart POST to /graphql with XMLHttpRequest; resolves with the status and the parsed body. */
function postMultipart(form: FormData, token: string | null, onProgress?: ProgressListener, signal?: AbortSignal): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    // Yoga's CSRF prevention accepts requests carrying this header.
    xhr.setRequestHeader('x-graphql-yoga-csrf', '1');
    for (const [name, value] of Object.entries(bearerHeader(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const errors = graphQLErrors(body);
      resolve({ status: xhr.status, body, unauthenticated: errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED') });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}

function graphQLErrors(body: unknown): GatewayError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors as GatewayError[];
}

/** An upload's outcome: the data, or the messages to show (the server's French texts first). */
export type UploadOutcome<TData> = { ok: true; data: TData } | { ok: false; messages: string[] };

/** Reads a multipart answer: its data, or the catalogue's messages for its errors / its HTTP status. */
export function readUploadAnswer<TData>(answer: { status: number; body: unknown }): UploadOutcome<TData> {
  const errors = graphQLErrors(answer.body);
  if (errors.length > 0) return { ok: false, messages: [...new Set(errors.flatMap((error) => messagesForGraphQLError(error)))] };
  const body = answer.body as { data?: TData | null; message?: unknown } | null;
  if (answer.status === 413) return { ok: false, messages: [typeof body?.message === 'string' ? body.message : Messages.fileTooLarge] };
  if (answer.status >= 200 && answer.status < 300 && body?.data) return { ok: true, data: body.data };
  if (typeof body?.message === 'string' && body.message.trim() !== '') return { ok: false, messages: [body.message] };
  return { ok: false, messages: [answer.status === 400 ? Messages.missingParameter : Messages.serverProblem] };
}

/**
 * A GraphQL mutation taking files (`Upload` variables), sent as a multipart request with the
 * session's bearer token (refreshed once on a 401) and its upload progress reported.
 */
export function useGraphQLUpload<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const bearer = useBearer();
  return useCallback(
    async (variables: TVariables, onProgress?: ProgressListener, signal?: AbortSignal): Promise<UploadOutcome<TData>> => {
      const query = print(document);
      try {
        const answer = await bearer((token) => postMultipart(multipartBody(query, variables), token, onProgress, signal));
        return readUploadAnswer<TData>(answer);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return { ok: false, messages: [] };
        return { ok: false, messages: [Messages.serverProblem] };
      }
    },
    [bearer, document],
  );
}
