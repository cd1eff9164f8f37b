import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_MSG,
  type CompanyDetails,
  type CompanyDetailsInput,
  companyDetailsInputSchema,
  maskCnpj,
  UFS,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField, formDefaults } from '../../../components/ui/form';
import { CompanyTypeCnpjFields, TextField } from '../../../components/ui/form-fields';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Options, Select } from '../../../components/ui/select';
import { LoadingScreen } from '../../../components/ui/spinner';
import { companyDetailsQuery, useSaveCompanyDetails } from '../api/settings-api';
import { SettingsForm } from './settings-section';

const FIELDS = ['tipo_empresa', 'cnpj', 'endereco', 'cidade', 'uf', 'chave_pix'] as const;

function defaults(company: CompanyDetails) {
  return formDefaults<CompanyDetailsInput>({
    tipo_empresa: company.tipo_empresa ?? '',
    cnpj: company.cnpj ? maskCnpj(company.cnpj) : '',
    endereco: company.endereco ?? '',
    cidade: company.cidade ?? '',
    uf: company.uf ?? '',
    chave_pix: company.chave_pix ?? '',
  });
}

/**
 * Configurações → Empresa: type, CNPJ, address, city/UF and PIX key (docs/product-rules.md,
 * "Company details"). The receipts name the city/UF and the CNPJ; settlements are paid to the key.
 */
export function CompanyTab() {
  const company = useQuery(companyDetailsQuery);
  if (!company.data) {
    return company.isError ? (
      <QueryLoadError query={company} message="Erro ao carregar os dados da empresa" />
    ) : (
      <LoadingScreen fullPage={false} />
    );
  }
  return <CompanyForm company={company.data} />;
}

function CompanyForm({ company }: { company: CompanyDetails }) {
  const mutation = useSaveCompanyDetails();
  const form = useForm({ resolver: zodResolver(companyDetailsInputSchema), defaultValues: defaults(company) });

  return (
    <SettingsForm
      form={form}
      prefix="company"
      fields={FIELDS}
      mutation={mutation}
      resetTo={defaults}
      saved={COMPANY_MSG.saved}
      saveLabel="Salvar dados da empresa"
      failure={COMPANY_MSG.failed}
      title={`Empresa: ${company.nome}`}
      icon={Building2}
      description="Os recibos mostram o CNPJ e a cidade/UF; os acertos com tripeiros são pagos na chave PIX. O nome da empresa fica em Perfil."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanyTypeCnpjFields />
        <TextField
          name="endereco"
          label="Endereço"
          placeholder="Rua, número, bairro"
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <TextField name="cidade" label="Cidade" autoComplete="address-level2" />
          <FormField name="uf" label="UF">
            {(control) => (
              <Select autoComplete="address-level1" {...control}>
                <option value="">—</option>
                <Options values={UFS} />
              </Select>
            )}
          </FormField>
        </div>
        <TextField
          name="chave_pix"
          label="Chave PIX da empresa"
          hint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória: onde os tripeiros pagam os acertos"
          className="sm:col-span-2"
        />
      </div>
    </SettingsForm>
  );
}
