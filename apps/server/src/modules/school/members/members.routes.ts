import {
  administratorInput,
  appointmentsHandoverInput,
  appointmentsHandoverResult,
  employeeTermsInput,
  envelope,
  leaveSchoolInput,
  memberParams,
  memberSchema,
  schoolEventSchema,
  schoolMembersSchema,
  schoolSchema,
  withVersion,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import { schoolHistory } from '../history.service';
import { handOverAppointments, leaveSchool } from './departure.service';
import { changeEmployeeTerms, listMembers, removeEmployee, setMemberAdministrator } from './members.service';

/** The school's people (spec §1, §3 Employee, §6): administrators, instructors and employees with their rights. */
export const schoolMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const member = { access: { action: 'read', subject: 'drivingSchool' } } as const;
  const manage = { access: { action: 'manage', subject: 'drivingSchool', adminLicence: true } } as const;
  const tags = ['school'];

  app.get(
    '/school/members',
    {
      config: member,
      schema: {
        tags,
        summary: "The school's administrators, instructors and employees (and, for administrators, its invitations)",
        response: { 200: envelope(schoolMembersSchema), ...errors },
      },
    },
    async (request) => ({ data: await listMembers(deps, actorOf(request)) }),
  );

  app.get(
    '/school/history',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "The school's audit trail: its latest 100 changes, who made them and whom they concerned (administrators)",
        response: { 200: envelope(z.array(schoolEventSchema)), ...errors },
      },
    },
    async (request) => ({ data: await schoolHistory(deps, actorOf(request)) }),
  );

  app.put(
    '/school/members/:userId/administrator',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Makes an instructor of the school an administrator, or no longer one (one at least stays)',
        params: memberParams,
        body: administratorInput,
        response: { 200: envelope(memberSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setMemberAdministrator(deps, actorOf(request), request.params.userId, request.body.administrator),
    }),
  );

  app.put(
    '/school/employees/:userId',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes an employee's start and end dates and rights, at the version they were read",
        params: memberParams,
        body: withVersion(employeeTermsInput),
        response: { 200: envelope(memberSchema), ...errors },
      },
    },
    async (request) => ({
      data: await changeEmployeeTerms(deps, actorOf(request), request.params.userId, request.body),
    }),
  );

  app.delete(
    '/school/employees/:userId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Removes an employee: his access ends now; what he made for the school stays with it',
        params: memberParams,
        response: { 200: envelope(memberSchema), ...errors },
      },
    },
    async (request) => ({ data: await removeEmployee(deps, actorOf(request), request.params.userId) }),
  );

  app.post(
    '/school/members/:userId/appointments-handover',
    {
      config: manage,
      schema: {
        tags,
        summary: "Hands a member's future appointments to another instructor of the school",
        params: memberParams,
        body: appointmentsHandoverInput,
        response: { 200: envelope(appointmentsHandoverResult), ...errors },
      },
    },
    async (request) => ({
      data: await handOverAppointments(deps, actorOf(request), request.params.userId, request.body.toMonitorId),
    }),
  );

  app.post(
    '/school/leave',
    {
      config: member,
      schema: {
        tags,
        summary:
          'Leaves the school: an instructor takes his students to a school of his own, or hands them to another instructor',
        body: leaveSchoolInput,
        response: {
          200: envelope(
            z.object({
              studentsMoved: z.number().int(),
              appointmentsMoved: z.number().int(),
              newSchool: schoolSchema.nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await leaveSchool(deps, actorOf(request), request.body) }),
  );
};
