import { idadePorAno, Mensagem, Regras } from '@portal/contracts';
import { RotaCandidato } from '../../config/caminhos';

/** What the API told us about the three fast-track records: null where the GET answered 404. */
export interface EstadoDoCadastro {
  dadosCadastrais: { dataNascimento: string } | null;
  endereco: object | null;
  socioeconomico: object | null;
}

export type Etapa = 'dadosCadastrais' | 'endereco' | 'socioeconomico';

export type ProximaEtapa =
  { concluido: false; etapa: Etapa; rota: string; aviso?: string } | { concluido: true };

/** Where each step starts when its record is missing (docs/decisions/0600-sequencia-de-cadastro.md). */
export const ROTA_DE_CRIACAO: Record<Etapa, string> = {
  dadosCadastrais: RotaCandidato.dadosCadastraisEdit,
  endereco: RotaCandidato.enderecoForm,
  socioeconomico: RotaCandidato.socioeconomicoForm,
};

export const ROTA_DE_EDICAO: Record<Etapa, string> = {
  dadosCadastrais: RotaCandidato.dadosCadastraisEdit,
  endereco: RotaCandidato.enderecoEdit,
  socioeconomico: RotaCandidato.socioeconomicoEdit,
};

export const ORDEM_DAS_ETAPAS: readonly Etapa[] = ['dadosCadastrais', 'endereco', 'socioeconomico'];

function menorDeIdade(dataNascimento: string, hoje: Date): boolean {
  const idade = idadePorAno(dataNascimento, hoje);
  return idade !== null && idade < Regras.idadeMinimaCadastro;
}

/**
 * The registration sequence of spec §4: the first missing record is the next step; an under-16 candidate
 * (by birth year, spec §5) goes back to the registration data with the reason.
 */
export function proximaEtapaDoCadastro(estado: EstadoDoCadastro, hoje: Date = new Date()): ProximaEtapa {
  const { dadosCadastrais } = estado;
  if (!dadosCadastrais)
    return { concluido: false, etapa: 'dadosCadastrais', rota: ROTA_DE_CRIACAO.dadosCadastrais };
  if (menorDeIdade(dadosCadastrais.dataNascimento, hoje)) {
    return {
      concluido: false,
      etapa: 'dadosCadastrais',
      rota: ROTA_DE_EDICAO.dadosCadastrais,
      aviso: Mensagem.idadeMinimaCadastro,
    };
  }
  if (!estado.endereco) return { concluido: false, etapa: 'endereco', rota: ROTA_DE_CRIACAO.endereco };
  if (!estado.socioeconomico)
    return { concluido: false, etapa: 'socioeconomico', rota: ROTA_DE_CRIACAO.socioeconomico };
  return { concluido: true };
}
