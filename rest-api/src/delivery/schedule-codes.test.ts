import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { assignment, confirmedDeliveryOrders } from './delivery.fixtures.ts';
import type { ScheduleRow as Schedule } from './schedules.repository.ts';

/** Schedule codes past their width (issue 26): from id 10,000 on, codes keep every digit and dispatch keeps working. */
describe('dispatch: schedule codes past 10,000', { timeout: 60_000 }, () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  it('numbers the schedules 9,999, 10,000 and 10,001 through POST /api/dispatch, each code its own', async () => {
    await suite.api.db.query(`select setval(pg_get_serial_sequence('schedules', 'schedule_id'), 9998)`);
    const made: { scheduleId: number; code: string }[] = [];
    let date = '';
    for (let round = 0; round < 3; round += 1) {
      const setup = await confirmedDeliveryOrders(suite.api.db, admin, 1);
      date = setup.desiredDeliveryDate.replace(/-/g, '');
      const response = await admin({ method: 'POST', url: '/api/dispatch', payload: assignment(setup) });
      expect(response.statusCode, response.body).toBe(200);
      const { scheduleId, code } = response.json<{ data: Schedule }>().data;
      made.push({ scheduleId, code });
    }
    expect(made).toEqual([
      { scheduleId: 9_999, code: `TRN-${date}-9999` },
      { scheduleId: 10_000, code: `TRN-${date}-10000` },
      { scheduleId: 10_001, code: `TRN-${date}-10001` },
    ]);
  });
});
