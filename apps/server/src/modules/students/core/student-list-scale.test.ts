import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const STUDENTS = 10_000;
/** Generous on a shared 2-core machine and on PGlite; PostgreSQL answers these in tens of ms. */
const BUDGET_MS = 1_500;

describe('student list at 10,000 students in one school', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  beforeAll(async () => {
    // Half managed by the head, half by monitor@demo.ch; some archived, passed or pending.
    await t().database.db.execute(sql`
      with school as (select school_id from users where email = 'head@demo.ch'),
      added as (
        insert into students (school_id, name, firstname, faber, email, mobile, birth_date, search_text, archived_at, passed_at)
        select school.school_id, 'Scale' || (n % 997), 'First' || n, (80000000 + n)::text, 'scale' || n || '@example.com',
               '+4179' || (1000000 + n), date '2000-01-01' + (n % 3000),
               'scale' || (n % 997) || ' first' || n || ' ' || (80000000 + n) || ' scale' || n || '@example.com',
               case when n % 10 = 0 then now() end, case when n % 7 = 0 then now() end
        from generate_series(1, ${STUDENTS}) as n, school
        returning id, faber
      )
      insert into student_monitors (student_id, monitor_id, access, status)
      select added.id, users.id, 'owner', case when added.faber::bigint % 13 = 0 then 'pending' else 'active' end
      from added join users on users.email = case when added.faber::bigint % 2 = 0 then 'head@demo.ch' else 'monitor@demo.ch' end
    `);
    await t().database.db.execute(sql`analyze`);
  }, 60_000);

  it('answers searches, filters, sorts and deep pages within budget, with exact totals', async () => {
    const cases: [string, string, number | null][] = [
      ['head@demo.ch', '', null],
      ['head@demo.ch', 'q=scale12', null],
      ['head@demo.ch', 'q=800.001.23', 1],
      ['head@demo.ch', 'pending=false&passed=false&sort=birthDate&direction=desc', null],
      ['head@demo.ch', 'archived=true&sort=createdAt&direction=desc&page=100&pageSize=100', null],
      ['monitor@demo.ch', '', null],
      ['monitor@demo.ch', 'q=first9999', 1],
      ['monitor@demo.ch', 'pending=false&sort=faber&page=150', null],
    ];
    await call('head@demo.ch', 'GET', '/api/students'); // warms the route's compiled schemas
    for (const [email, query, total] of cases) {
      const started = performance.now();
      const response = await call(email, 'GET', `/api/students?${query}`);
      const elapsed = performance.now() - started;
      expect(response.statusCode, query).toBe(200);
      if (total !== null) expect(response.json().page.total, query).toBe(total);
      expect(elapsed, `${email} ${query}`).toBeLessThan(BUDGET_MS);
    }
    const all = await call('head@demo.ch', 'GET', '/api/students?archived=true');
    expect(all.json().page.total).toBe(STUDENTS + 40);
  });
});
