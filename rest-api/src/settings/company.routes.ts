import type { FastifyInstance } from 'fastify';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import type { SettingsServices } from './services.ts';

const text = { type: 'string' } as const;

const companySchema = {
  type: 'object',
  required: ['name', 'nameAr', 'address', 'addressAr', 'phone', 'ice', 'rc', 'taxId', 'patente', 'cnss'],
  properties: {
    name: text,
    nameAr: text,
    address: text,
    addressAr: text,
    phone: text,
    ice: { type: 'string', description: 'Identifiant commun de l\u2019entreprise, 15 digits.' },
    rc: { type: 'string', description: 'Registre de commerce.' },
    taxId: { type: 'string', description: 'Identifiant fiscal (IF).' },
    patente: text,
    cnss: text,
  },
} as const;

export function registerCompanyRoutes(app: FastifyInstance, { guards, company }: SettingsServices) {
  app.get(
    '/api/settings/company',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['Settings'],
        summary: 'The company identity printed on receipts',
        description: 'Any signed-in user. From the configuration (COMPANY_NAME \u2026 COMPANY_CNSS); the defaults are a fictional demo company.',
        security: bearerSecurity,
        response: { 200: dataEnvelope(companySchema, 'The identity block.'), ...errorResponses(401) },
      },
    },
    () => ({ data: company }),
  );
}
