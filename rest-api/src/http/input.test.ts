import { describe, expect, it } from 'vitest';
import { Limits, Messages, maxLengthMessage } from '@console/schema';
import { keyField, databaseRefusal } from './database-errors.ts';
import { isInvalidText } from '@console/schema';
import { invalidTextPath, withMaxLengths } from './input.ts';
import { DemoUser, testApiSuite } from './testing.ts';

describe('invalid text', () => {
  it('refuses NUL, control characters and lone surrogates, keeps tabs, new lines and paired surrogates', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'x\u007f', '\ud800', 'a\udc00b', '\ud83d']) expect(isInvalidText(bad)).toBe(true);
    for (const good of ['Épicerie Hay Hassani', 'ligne 1\r\nligne 2\tfin', 'مرحبا', '😀', '']) expect(isInvalidText(good)).toBe(false);
  });

  it('names the first faulty path, keys included', () => {
    expect(invalidTextPath({ name: 'ok', rows: [{ roleId: 1 }, { note: 'a\u0000' }] })).toBe('rows.1.note');
    expect(invalidTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(invalidTextPath('\u0000')).toBe('');
    expect(invalidTextPath({ name: 'ok', count: 3, list: ['a', null] })).toBeUndefined();
  });
});

describe('withMaxLengths', () => {
  it("gives every string without a limit its field's limit, keeps the given ones, enums and binaries", () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string', pattern: '@' },
        commercialDesignation: { type: 'string', maxLength: 83 },
        sort: { type: 'string', enum: ['a'] },
        file: { type: 'string', format: 'binary' },
        other: { type: ['string', 'null'] },
        rows: { type: 'array', items: { type: 'object', properties: { cin: { type: 'string' } } } },
      },
    };
    expect(withMaxLengths(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: Limits.name },
        email: { type: 'string', pattern: '@', maxLength: Limits.email },
        commercialDesignation: { type: 'string', maxLength: 83 },
        sort: { type: 'string', enum: ['a'] },
        file: { type: 'string', format: 'binary' },
        other: { type: ['string', 'null'], maxLength: Limits.text },
        rows: { type: 'array', items: { type: 'object', properties: { cin: { type: 'string', maxLength: Limits.cin } } } },
      },
    });
    expect(schema.properties.name).toEqual({ type: 'string' });
  });
});

describe('database refusals', () => {
  it('names the field of a one-column key', () => {
    expect(keyField('Key (lower(btrim(name)))=(admin) already exists.')).toBe('name');
    expect(keyField('Key (first_name)=(x) already exists.')).toBe('firstName');
    expect(keyField('Key (user_id, role_id)=(1, 2) already exists.')).toBeUndefined();
    expect(keyField(undefined)).toBeUndefined();
  });

  it('answers 409 for keys, 400 for values PostgreSQL cannot take, nothing for other failures', () => {
    expect(databaseRefusal({ code: '23505', detail: 'Key (lower(btrim(name)))=(a) already exists.' })).toEqual({ status: 409, message: { name: Messages.nameAlreadyExists } });
    expect(databaseRefusal({ code: '23505', detail: 'Key (user_id, role_id)=(1, 2) already exists.' })).toEqual({ status: 409, message: Messages.alreadyExists });
    expect(databaseRefusal({ code: '23503', detail: 'Key (role_id)=(1) is still referenced from table "user_roles".' })).toEqual({ status: 409, message: Messages.stillReferenced });
    expect(databaseRefusal({ code: '23503', detail: 'Key (role_id)=(99) is not present in table "roles".' })).toEqual({ status: 409, message: { roleId: Messages.unknownReference } });
    expect(databaseRefusal({ code: '22021' })).toEqual({ status: 400, message: Messages.invalidValue });
    expect(databaseRefusal({ code: '22001', column: 'first_name' })).toEqual({ status: 400, message: { firstName: Messages.invalidValue } });
    expect(databaseRefusal({ code: '53300' })).toBeUndefined();
  });
});

describe('the input layer on the routes', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  const roleCount = async () => (await suite.api.db.query<{ n: number }>('select count(*)::int as n from roles'))[0].n;

  it('answers 400 under the field for a NUL byte, at sign-in too', async () => {
    const signIn = await suite.api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@demo.ma\u0000', password: 'x' } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toEqual({ email: Messages.invalidText });
    const before = await roleCount();
    const role = await admin({ method: 'POST', url: '/api/security/roles', payload: { name: 'Rôle\u0000', description: '' } });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toEqual({ name: Messages.invalidText });
    const query = await admin({ method: 'GET', url: '/api/security/roles?keyword=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toEqual({ keyword: Messages.invalidText });
    expect(await roleCount()).toBe(before);
  });

  it('refuses over-long strings with the limit in French', async () => {
    const before = await roleCount();
    const role = await admin({ method: 'POST', url: '/api/security/roles', payload: { name: 'r'.repeat(Limits.name + 1), description: 'd'.repeat(Limits.description + 1) } });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toEqual({ name: maxLengthMessage(Limits.name), description: maxLengthMessage(Limits.description) });
    const keyword = await admin({ method: 'GET', url: `/api/security/roles?keyword=${'k'.repeat(Limits.keyword + 1)}` });
    expect(keyword.statusCode).toBe(400);
    expect(keyword.json().message).toEqual({ keyword: maxLengthMessage(Limits.keyword) });
    const password = await suite.api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@demo.ma', password: 'p'.repeat(Limits.password + 1) } });
    expect(password.json().message).toEqual({ password: maxLengthMessage(Limits.password) });
    expect(await roleCount()).toBe(before);
  });

  it('answers 409 "Ce nom existe déjà" for a name taken, whatever its case and spaces', async () => {
    for (const path of ['/api/security/roles', '/api/users/types', '/api/security/permissions', '/api/security/accesslevels', '/api/security/permissionstypes']) {
      const first = await admin({ method: 'POST', url: path, payload: { name: 'Nom unique', description: 'x', order: 1 } });
      expect(first.statusCode, path).toBe(200);
      const again = await admin({ method: 'POST', url: path, payload: { name: '  NOM UNIQUE ', description: 'x', order: 1 } });
      expect(again.statusCode, path).toBe(409);
      expect(again.json().message, path).toEqual({ name: Messages.nameAlreadyExists });
    }
  });
});
