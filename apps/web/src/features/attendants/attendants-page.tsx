import { PageHeader } from '../../components/ui/page-header';

export function AttendantsPage() {
  return <PageHeader title="Atendentes" />;
}
