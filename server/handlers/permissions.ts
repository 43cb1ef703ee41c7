/** Tag `permissions`: the catalogue of grantable permissions. */
import type { PermissionDefinition } from '../../generated/model/permissionDefinition';
import type { Handler } from '../handler';

const listPermissions: Handler<object, PermissionDefinition[]> = async (request) => {
  const rows = await request.server.db.selectFrom('permissions').select(['name', 'description']).orderBy('name').execute();
  return rows.map((row) => ({ permission: row.name, description: row.description }));
};

export const permissionsHandlers = { listPermissions };
