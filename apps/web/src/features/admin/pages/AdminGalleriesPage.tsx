import { AdminListScreen } from '../components/AdminListScreen';
import { serviceListConfig } from '../components/service-list-config';

const config = serviceListConfig('gallery');

/** /admin/galleries */
export default function AdminGalleriesPage() {
  return <AdminListScreen config={config} />;
}
