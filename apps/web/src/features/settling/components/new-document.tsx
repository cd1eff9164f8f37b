import type { Attendant, Tripeiro } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Handshake, Wallet } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Modal, ModalBody } from '../../../components/ui/modal';
import type { RowWindowProps } from '../../../components/ui/row-modal';
import { Spinner } from '../../../components/ui/spinner';
import { type PersonOf, peopleQuery, type SettlingKind } from '../api/settling-api';

/**
 * The windows the Acertos page opens: the attendants' "Pagar comissões" and the tripeiros' "Acertar".
 * The app hands them to the page (app/settling-route.tsx, ADR 034): those features import settling,
 * so settling importing them back would make the cycle ADR 029 forbids.
 */
export interface SettlingWindows {
  payoutWindow: ComponentType<RowWindowProps<Attendant>>;
  settlementWindow: ComponentType<RowWindowProps<Tripeiro>>;
}

const ACTIONS = {
  comissoes: {
    label: 'Pagar comissões',
    Icon: Wallet,
    chooser: 'Pagar comissões: escolha o atendente',
    none: 'Nenhum atendente ativo. Cadastre um em Atendentes.',
    loadError: 'Erro ao carregar atendentes',
  },
  acertos: {
    label: 'Novo acerto',
    Icon: Handshake,
    chooser: 'Novo acerto: escolha o tripeiro',
    none: 'Nenhum tripeiro ativo. Cadastre um em Tripeiros.',
    loadError: 'Erro ao carregar tripeiros',
  },
} as const;

/** 'Pagar comissões' and 'Novo acerto' (issue 20): the page's two primary actions. */
export function NewDocumentButtons({ onChoose }: { onChoose: (kind: SettlingKind) => void }) {
  return (
    <>
      {(['comissoes', 'acertos'] as const).map((kind) => {
        const { label, Icon } = ACTIONS[kind];
        return (
          <Button key={kind} onClick={() => onChoose(kind)}>
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </>
  );
}

/** The chooser of the person for `choosing`, then that person's window. */
export function NewDocumentWindows({
  choosing,
  onChosen,
  payoutWindow: PayoutWindow,
  settlementWindow: SettlementWindow,
}: SettlingWindows & { choosing: SettlingKind | null; onChosen: () => void }) {
  const [payOf, setPayOf] = useState<Attendant | null>(null);
  const [settleOf, setSettleOf] = useState<Tripeiro | null>(null);
  const pick =
    <T,>(open: (person: T) => void) =>
    (person: T) => {
      onChosen();
      open(person);
    };
  return (
    <>
      <Modal
        open={choosing !== null}
        onOpenChange={(next) => !next && onChosen()}
        title={choosing ? ACTIONS[choosing].chooser : ''}
      >
        <ModalBody>
          {choosing === 'comissoes' && <PersonList kind="comissoes" onChosen={pick(setPayOf)} />}
          {choosing === 'acertos' && <PersonList kind="acertos" onChosen={pick(setSettleOf)} />}
        </ModalBody>
      </Modal>
      <PayoutWindow row={payOf} onOpenChange={(open) => !open && setPayOf(null)} />
      <SettlementWindow row={settleOf} onOpenChange={(open) => !open && setSettleOf(null)} />
    </>
  );
}

/** The active people of the kind, each a button that chooses them. */
function PersonList<K extends SettlingKind>({ kind, onChosen }: { kind: K; onChosen: (person: PersonOf<K>) => void }) {
  const { none, loadError } = ACTIONS[kind];
  const people = useQuery(peopleQuery(kind));
  const active = (people.data ?? []).filter((person) => person.ativo);
  if (people.isError) return <QueryLoadError query={people} message={loadError} />;
  if (people.isPending) return <Spinner className="mx-auto my-6 size-6" />;
  if (active.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{none}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {active.map((person) => (
        <li key={person.id}>
          <Button variant="secondary" className="w-full justify-start" onClick={() => onChosen(person)}>
            <span className="truncate">{person.nome}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
