import { PageHeader } from '../../components/ui/page-header';

export function AdminUsersPage() {
  return <PageHeader title="Usuários" />;
}
