import { RacaCor, Sexo, TAMANHO_MAXIMO } from '@portal/contracts';
import { Campo } from '@portal/ui';
import type { ligadorDeCampos } from '../../../comum/formulario';
import type { FormularioDadosCadastrais } from '../formulario-dados-cadastrais';

type Ligar = ReturnType<typeof ligadorDeCampos<FormularioDadosCadastrais>>;

const NOME_SEXO: Record<(typeof Sexo)[number], string> = { F: 'Feminino', M: 'Masculino', O: 'Outro' };
const NOME_RACA_COR: Record<(typeof RacaCor)[number], string> = {
  BRANCA: 'Branca',
  PRETA: 'Preta',
  PARDA: 'Parda',
  AMARELA: 'Amarela',
  INDIGENA: 'Indígena',
  NAO_DECLARADA: 'Prefiro não declarar',
};

/** The questions of a real registration, in the order people expect them. */
export function CamposDadosCadastrais({
  ligar,
  possuiDeficiencia,
  cpfFixo,
}: {
  ligar: Ligar;
  possuiDeficiencia: boolean;
  /** A saved record's CPF is the account's, which the API refuses to change: shown, not editable. */
  cpfFixo: boolean;
}) {
  return (
    <>
      <Campo {...ligar('nome')} rotulo="Nome completo" autoComplete="name" maxLength={150} required />
      <Campo
        {...ligar('nomeSocial')}
        rotulo="Nome social (opcional)"
        dica="Como você prefere ser chamado(a)."
        maxLength={150}
      />
      <Campo
        {...ligar('cpf')}
        rotulo="CPF"
        dica={
          cpfFixo
            ? 'O CPF é o da sua conta e não pode ser alterado.'
            : 'Somente números ou no formato 000.000.000-00.'
        }
        inputMode="numeric"
        maxLength={14}
        readOnly={cpfFixo}
        required
      />
      <Campo
        {...ligar('dataNascimento')}
        rotulo="Data de nascimento"
        dica="No formato dd/mm/aaaa, por exemplo 25/04/1995."
        autoComplete="bday"
        inputMode="numeric"
        maxLength={10}
        required
      />
      <Campo {...ligar('sexo')} tipo="select" rotulo="Sexo" autoComplete="sex" required>
        <option value="">Selecione</option>
        {Sexo.map((s) => (
          <option key={s} value={s}>
            {NOME_SEXO[s]}
          </option>
        ))}
      </Campo>
      <Campo {...ligar('racaCor')} tipo="select" rotulo="Raça ou cor" required>
        <option value="">Selecione</option>
        {RacaCor.map((r) => (
          <option key={r} value={r}>
            {NOME_RACA_COR[r]}
          </option>
        ))}
      </Campo>
      <Campo {...ligar('possuiDeficiencia')} tipo="select" rotulo="Você tem alguma deficiência?" required>
        <option value="">Selecione</option>
        <option value="nao">Não</option>
        <option value="sim">Sim</option>
      </Campo>
      {possuiDeficiencia ? (
        <Campo {...ligar('tipoDeficiencia')} rotulo="Qual deficiência? (opcional)" maxLength={100} />
      ) : null}
      <Campo
        {...ligar('telefone')}
        rotulo="Telefone"
        dica="Com DDD, por exemplo (11) 98765-4321."
        type="tel"
        autoComplete="tel"
        required
      />
      <Campo
        {...ligar('email')}
        rotulo="E-mail"
        type="email"
        autoComplete="email"
        maxLength={TAMANHO_MAXIMO.email}
        required
      />
    </>
  );
}
