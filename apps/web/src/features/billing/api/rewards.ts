import type { RewardListingView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /individual/reward/listing: what earns tokens, how often the person earned each, their referral link. */
export const fetchRewards = async () => (await get<RewardListingView>('/individual/reward/listing')).data;

export const rewardsQuery = () => queryOptions({ queryKey: billingKeys.rewards, queryFn: fetchRewards });
