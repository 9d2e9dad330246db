/**
 * utilisateurs.xlsx: the staff (every user type but customer accounts, managed on the customer screens) with the
 * users list's filters (access/users.repository.ts listUsers: the type, a role held, the same keyword columns).
 */
import { CUSTOMER_USER_TYPE_ID } from '@console/schema';
import { SqlParams } from '../../../db/sql.ts';
import type { QueryExportSource } from '../export-sources.ts';
import { YES_NO, keywordCondition, whereClause } from './common.ts';

/** The users list's keyword columns. */
const KEYWORD_COLUMNS = ['u.first_name', 'u.last_name', "u.first_name || ' ' || u.last_name", 'u.email', 'u.phone_number', 'u.matriculation'];

export const usersSource: QueryExportSource = {
  sheetName: 'Utilisateurs',
  columns: [
    { header: 'Id', key: 'userId', width: 8, format: 'integer' },
    { header: 'Prénom', key: 'firstName', width: 16 },
    { header: 'Nom', key: 'lastName', width: 16 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Matricule', key: 'matriculation', width: 12 },
    { header: 'Téléphone', key: 'phoneNumber', width: 14 },
    { header: "Type d'utilisateur", key: 'userType', width: 18 },
    { header: 'Rôles', key: 'roles', width: 28 },
    { header: 'Société', key: 'company', width: 8, format: 'integer' },
    { header: 'Jours travaillés', key: 'workingDays', width: 10, format: 'integer' },
    { header: 'Entrepôt', key: 'warehouse', width: 16 },
    { header: 'Actif', key: 'active', width: 8, labels: YES_NO },
    { header: 'Créé le', key: 'createdAt', width: 12, format: 'date' },
  ],
  query(filters) {
    const params = new SqlParams();
    // A literal, not a parameter: the planner then reads the staff from the partial index users_staff (migration 018),
    // not the million customer accounts. A customer type asked for finds nobody: this export is the staff's.
    const where = [`u.user_type_id <> ${CUSTOMER_USER_TYPE_ID}`];
    if (filters.userTypeId !== undefined) where.push(`u.user_type_id = ${params.add(filters.userTypeId)}`);
    if (filters.roleId !== undefined) {
      where.push(`exists (select 1 from user_roles f where f.user_id = u.user_id and f.role_id = ${params.add(filters.roleId)})`);
    }
    const keyword = keywordCondition(filters.keyword, KEYWORD_COLUMNS, params);
    if (keyword) where.push(keyword);
    return {
      // The roles' names joined once per user, by a grouped read of the memberships, not a sub-query per user.
      sql: `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.matriculation,
                   u.phone_number as "phoneNumber", ut.name as "userType", r.roles, u.company, u.working_days as "workingDays",
                   w.localisation as warehouse, u.active, u.created_at as "createdAt"
              from users u
              join user_types ut on ut.user_type_id = u.user_type_id
              left join warehouses w on w.warehouse_id = u.warehouse_id
              left join (select ur.user_id, string_agg(ro.name, ', ' order by ro.name) as roles
                           from user_roles ur join roles ro on ro.role_id = ur.role_id
                          group by ur.user_id) r
                     on r.user_id = u.user_id
             ${whereClause(where)}
             order by u.user_id`,
      params: params.values,
    };
  },
};
