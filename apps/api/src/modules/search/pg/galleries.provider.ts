import type { AppDeps } from '../../../deps';
import { serviceKindProvider } from './services.provider';

/** Service galleries: the services table's `gallery` rows (drafts never: they are not public). */
export const galleriesProvider = (deps: AppDeps) => serviceKindProvider(deps, 'galleries', 'gallery');
