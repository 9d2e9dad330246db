import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bodyPlan, readWithin } from './body.ts';

const limits = { maxBodyBytes: 1000, maxUploadBytes: 5000 };
const json = { 'content-type': 'application/json' };
const multipart = { 'content-type': 'multipart/form-data; boundary=x' };

describe('request body plan', () => {
  it('lets a declared length within the limit through and refuses a larger one from the headers', () => {
    expect(bodyPlan({ ...json, 'content-length': '1000' }, limits)).toBe('pass');
    expect(bodyPlan({ ...json, 'content-length': '1001' }, limits)).toBe('tooLarge');
    expect(bodyPlan({ ...json, 'content-length': '5, 5' }, limits)).toBe('tooLarge');
  });

  it('counts a chunked body and passes a request without body', () => {
    expect(bodyPlan({ ...json, 'transfer-encoding': 'chunked' }, limits)).toBe('count');
    expect(bodyPlan({}, limits)).toBe('pass');
  });

  it('holds uploads to their own limit and to a declared length', () => {
    expect(bodyPlan({ ...multipart, 'content-length': '5000' }, limits)).toBe('pass');
    expect(bodyPlan({ ...multipart, 'content-length': '5001' }, limits)).toBe('uploadTooLarge');
    expect(bodyPlan({ ...multipart, 'transfer-encoding': 'chunked' }, limits)).toBe('uploadTooLarge');
  });
});

describe('reading a body of undeclared length', () => {
  const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 'a')));

  it('gives the whole body within the limit', async () => {
    expect((await readWithin(chunks(4, 250), 1000))?.length).toBe(1000);
  });

  it('gives up once past the limit, without reading the rest', async () => {
    let served = 0;
    const endless = new Readable({
      read() {
        served += 1;
        this.push(Buffer.alloc(300, 'a'));
      },
    });
    expect(await readWithin(endless, 1000)).toBeUndefined();
    const servedWhenRefused = served;
    await new Promise((resolve) => setImmediate(resolve));
    expect(served).toBe(servedWhenRefused);
    expect(endless.isPaused()).toBe(true);
  });

  it('fails when the stream fails', async () => {
    const broken = new Readable({ read() { this.destroy(new Error('aborted')); } });
    await expect(readWithin(broken, 1000)).rejects.toThrow('aborted');
  });
});
