import { PageHeader } from '../../components/ui/page-header';

export function ClosingPage() {
  return <PageHeader title="Fechamento" />;
}
