import { PageHeader } from '../../components/ui/page-header';

export function UserMetricsPage() {
  return <PageHeader title="Métricas do usuário" />;
}
