import { AdminListScreen } from '../components/AdminListScreen';
import { serviceListConfig } from '../components/service-list-config';

const config = serviceListConfig('post');

/** /admin/services */
export default function AdminServicesPage() {
  return <AdminListScreen config={config} />;
}
