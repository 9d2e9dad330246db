import { Messages } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { extractFiles, readUploadAnswer } from './upload.ts';

class FakeFile {
  constructor(readonly name: string) {}
}
const isFake = (value: unknown): value is File => value instanceof FakeFile;

describe('GraphQL multipart requests', () => {
  it('replaces files by null and maps them to their paths', () => {
    const a = new FakeFile('a.png');
    const b = new FakeFile('b.png');
    const extracted = extractFiles({ articleId: 5, files: [a, b], nested: { file: a } }, 'variables', isFake);
    expect(extracted.variables).toEqual({ articleId: 5, files: [null, null], nested: { file: null } });
    expect(extracted.files.map(({ path, file }) => [path, (file as unknown as FakeFile).name])).toEqual([
      ['variables.files.0', 'a.png'],
      ['variables.files.1', 'b.png'],
      ['variables.nested.file', 'a.png'],
    ]);
  });

  it('reads data, the server refusal, a size refusal and unknown failures', () => {
    expect(readUploadAnswer({ status: 200, body: { data: { uploadArticleImages: [] } } })).toEqual({ ok: true, data: { uploadArticleImages: [] } });
    const refused = 'Seules les images sont acceptées (PNG, JPEG, WebP, GIF)';
    expect(
      readUploadAnswer({ status: 200, body: { data: null, errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', serverMessages: [refused] } }] } }),
    ).toEqual({ ok: false, messages: [refused] });
    expect(readUploadAnswer({ status: 413, body: { message: Messages.fileTooLarge } })).toEqual({ ok: false, messages: [Messages.fileTooLarge] });
    expect(readUploadAnswer({ status: 502, body: null })).toEqual({ ok: false, messages: [Messages.serverProblem] });
  });
});
