/** The job counts query lives in lib/api (billing's publish step reads it too). */
export { fetchJobCounts, jobCountsQuery } from '../../../lib/api/job';
