import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';

const statusSchema = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;

export function registerHealth(app: FastifyInstance, db: Db) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness and database check',
        response: {
          200: { ...statusSchema, description: 'The database answers.' },
          503: { ...statusSchema, description: 'The database does not answer.' },
        },
      },
    },
    async (request, reply) => {
      try {
        await db.query('select 1');
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
}
