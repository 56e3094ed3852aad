// SPEC 7 Schools: list, summaries, detail with classrooms, create (the
// creator becomes a member), update, delete (with everything it owns, in
// one transaction), and the classrooms of a school.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SCHOOL_DESCRIPTION } from '../../domain/api/schools';
import { classroomSchema, type SchoolInput, schoolSchema } from '../../domain/schemas/schools';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/index';
import { forbidden, found, notFound } from '../errors';
import { idParam } from '../ids';
import { findClassroom, insertClassroom, listClassrooms } from '../repos/classrooms.repo';
import {
  createSchool,
  deleteSchool,
  findSchool,
  isSchoolMember,
  listSchoolSummaries,
  listSchools,
  type SchoolFields,
  updateSchool,
} from '../repos/schools.repo';
import { assertWithinPlan } from '../repos/subscriptions.repo';
import { lockUser } from '../repos/tenancy';
import { parseBody } from '../validate';

export async function schoolRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/schools', async (request) => listSchools(db, userIdOf(request)));

  app.get('/api/schools/summaries', async (request) => listSchoolSummaries(db, userIdOf(request)));

  app.get('/api/schools/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    // Together: the classes are listed through the caller's own memberships, so a school they may not see has none.
    const [school, classrooms] = await Promise.all([findSchool(db, userId, id), listClassrooms(db, userId, { schoolId: id })]);
    if (!school) throw notFound();
    return { ...school, classrooms };
  });

  app.post('/api/schools', async (request, reply) => {
    const userId = userIdOf(request);
    const input = parseBody(schoolSchema, request.body);
    const id = await db.transaction().execute((tx) => createSchool(tx, userId, schoolFields(input)));
    return reply.status(201).send(found(await findSchool(db, userId, id)));
  });

  app.put('/api/schools/:id', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const input = parseBody(schoolSchema, request.body);
    if (!(await updateSchool(db, userId, id, schoolFields(input)))) throw await refusal(db, userId, id);
    return found(await findSchool(db, userId, id));
  });

  app.delete('/api/schools/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await db.transaction().execute((tx) => deleteSchool(tx, userId, id)))) throw await refusal(db, userId, id);
    return reply.status(204).send();
  });

  app.get('/api/schools/:id/classrooms', async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    if (!(await findSchool(db, userId, id))) throw notFound();
    return listClassrooms(db, userId, { schoolId: id });
  });

  app.post('/api/schools/:id/classrooms', async (request, reply) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const input = parseBody(classroomSchema, request.body);
    const id = await db.transaction().execute(async (tx) => {
      if (!(await isSchoolMember(tx, userId, schoolId))) throw notFound();
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'classes', 1, config.freePlan);
      return insertClassroom(tx, schoolId, input, userId);
    });
    return reply.status(201).send(found(await findClassroom(db, userId, id)));
  });
}

/** Why an owner's action on a school was refused: a member who is not an owner may not (403); anyone else cannot see it (404). */
async function refusal(db: Db, userId: string, schoolId: string) {
  return (await isSchoolMember(db, userId, schoolId)) ? forbidden() : notFound();
}

/**
 * The stored fields of a school form: a description given empty is SPEC 3's default; one left out, as the
 * website and the phone, stays as it is on an update (an outside tester's rename without it reset the description).
 */
function schoolFields(input: SchoolInput): SchoolFields {
  const description = input.description === undefined ? undefined : input.description || DEFAULT_SCHOOL_DESCRIPTION;
  return { name: input.name, description, website: input.website, phone: input.phone };
}
