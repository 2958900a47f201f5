import { AdminListScreen } from '../components/AdminListScreen';
import { serviceListConfig } from '../components/service-list-config';

const config = serviceListConfig('request');

/** /admin/requests */
export default function AdminServiceRequestsPage() {
  return <AdminListScreen config={config} />;
}
