import { PageHeader } from '../../components/ui/page-header';

export function TripeirosPage() {
  return <PageHeader title="Tripeiros" />;
}
