import { pageRoutes } from '../../lib/page-routes';
import { videoCallPages } from './routes.data';

export const videoCallRoutes = pageRoutes(videoCallPages, import.meta.glob('./pages/*.tsx'));
