import { type CsvColumns, type CsvPreset, csvColumnsSchema } from '@livro-caixa/domain';

/** The columns and conventions of the common Brazilian exports (docs/product-rules.md "Bank statements"). */
export const CSV_PRESET_COLUMNS: Record<CsvPreset, CsvColumns> = {
  // Banco do Brasil: "Data","Lançamento","Detalhes","Nº documento","Valor","Tipo Lançamento"; the
  // type says Entrada/Saída whatever the sign; balance rows (Saldo Anterior, Saldo do dia, S A L D O).
  bb: csvColumnsSchema.parse({
    separador: ',',
    decimal: ',',
    data: { coluna: 'Data' },
    descricao: ['Lançamento', 'Detalhes'],
    valor: { coluna: 'Valor' },
    tipo: { coluna: 'Tipo Lançamento', credito: ['Entrada'], debito: ['Saída'] },
    identificador: 'Nº documento',
  }),
  // Nubank account: Data,Valor,Identificador,Descrição; a signed amount with a decimal point.
  'nubank-conta': csvColumnsSchema.parse({
    separador: ',',
    decimal: '.',
    data: { coluna: 'Data' },
    descricao: ['Descrição'],
    valor: { coluna: 'Valor' },
    identificador: 'Identificador',
  }),
  // Nubank credit card: date,title,amount; a positive amount is an expense, a payment is negative.
  'nubank-cartao': csvColumnsSchema.parse({
    separador: ',',
    decimal: '.',
    data: { coluna: 'date', formato: 'aaaa-mm-dd' },
    descricao: ['title'],
    valor: { coluna: 'amount' },
    sinal: 'positivo-despesa',
  }),
  // Inter: a preamble (account, period, balance), then Data Lançamento;Descrição;Valor;Saldo.
  inter: csvColumnsSchema.parse({
    separador: ';',
    decimal: ',',
    data: { coluna: 'Data Lançamento' },
    descricao: ['Descrição'],
    valor: { coluna: 'Valor' },
    saldo: 'Saldo',
  }),
};
