/** Tag `permissions`: the catalogue of grantable permissions, by name. */
import type { PermissionDefinition } from '../../generated/model/permissionDefinition';
import type { ServiceContext } from '../handler';
import { permissionCatalogue } from './queries';

export async function listPermissions(context: ServiceContext): Promise<PermissionDefinition[]> {
  const rows = await permissionCatalogue(context.db);
  return rows.map((row) => ({ permission: row.name, description: row.description }));
}
