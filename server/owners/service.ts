/**
 * Tag `owners`: the account managers of a user's companies, for the caller themself or a user an
 * admin may view as (accounts' visibleUserByHsId); anyone else is a 404.
 */
import type { Owner } from '../../generated/model/owner';
import { visibleUserByHsId } from '../accounts/service';
import type { ServiceContext } from '../handler';
import { ownersOfCompanies } from './queries';

export async function listOwners(context: ServiceContext, hsId: string): Promise<Owner[]> {
  const target = await visibleUserByHsId(context, hsId);
  if (target.companyIds.length === 0) return [];
  const rows = await ownersOfCompanies(context.db, target.companyIds);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    companyPhone: row.company_phone,
    email: row.email,
    profilePictureUrl: row.profile_picture_url,
  }));
}
