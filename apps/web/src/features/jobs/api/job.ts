/** The job page query lives in lib/api (billing's promote and publish steps read it too). */
export { fetchJob, jobQuery } from '../../../lib/api/job';
