import type { SpecialtyView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /specialty: the specialties a professional can choose. */
export const fetchSpecialties = async () => (await get<SpecialtyView[]>('/specialty')).data;

export const specialtiesQuery = () =>
  queryOptions({ queryKey: accountsKeys.specialties, queryFn: fetchSpecialties });
