import type { TopAttendant } from '@livro-caixa/domain';
import { Trophy } from 'lucide-react';
import { figureColumn, TruncatedText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatReais } from '../../../lib/format';
import { Panel } from './panel';

const columns: Column<TopAttendant>[] = [
  {
    key: 'nome',
    header: 'Atendente',
    mobile: 'title',
    // Phones: the name on its own line, the three figures side by side below it.
    className: 'sm:w-full sm:max-w-0 max-sm:col-span-3',
    cell: (a) => <TruncatedText text={a.nome} />,
  },
  { key: 'vendas', header: 'Vendas', align: 'right', cell: (a) => a.total_sales },
  figureColumn('valor', 'Valor', (a) => formatReais(a.total_value)),
  figureColumn('comissao', 'Comissão', (a) => formatReais(a.total_commission)),
];

/** The period's best attendants by confirmed sales. */
export function TopAttendants({ attendants }: { attendants: TopAttendant[] }) {
  return (
    <Panel title="Top Atendentes" icon={Trophy}>
      <DataTable
        caption="Top Atendentes"
        columns={columns}
        rows={attendants}
        rowKey={(a) => a.id}
        rowClassName={() => 'max-sm:grid-cols-3'}
        empty={<p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma venda confirmada no período</p>}
      />
    </Panel>
  );
}
