import { FormData } from 'undici';
import type { RestClient } from './api.ts';
import { gatewayError } from './errors.ts';

/** The REST API's upload route (rest-api/src/assets): the entity type and id decide who may upload and where the image goes. */
const UPLOAD_PATH = '/api/assets/upload';

/** Files of a GraphQL multipart request, forwarded to the REST API's upload route as multipart. */
export async function uploadForm(files: File[], entityId: number, type: number): Promise<FormData> {
  const form = new FormData();
  form.append('entityId', String(entityId));
  form.append('type', String(type));
  for (const file of files) {
    form.append(files.length > 1 ? 'files' : 'file', new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
  }
  return form;
}

/** Stores one image of an entity (entity id 0: an image not attached yet, whose URL the form saves); its URL. */
export async function uploadImage(rest: RestClient, file: File, type: number, entityId = 0): Promise<string> {
  const answer = await rest.post(UPLOAD_PATH, { body: await uploadForm([file], entityId, type) });
  // A success without its image is no answer the document describes.
  if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
  return answer.data.imageUrl;
}
