import { PageHeader } from '../../components/ui/page-header';

export function ExpensesPage() {
  return <PageHeader title="Despesas" />;
}
