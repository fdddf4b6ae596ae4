import { Mensagem } from '@portal/contracts';
import { avisoToast, comRetorno, permitir, redirecionar, type Decisao } from '@portal/shared-auth';
import {
  ORDEM_DAS_ETAPAS,
  proximaEtapaDoCadastro,
  ROTA_DE_CRIACAO,
  ROTA_DE_EDICAO,
  type Etapa,
  type EstadoDoCadastro,
} from './proxima-etapa';

/** A registration route: which step it belongs to and whether it creates (form) or edits the record. */
export interface RotaDeEtapa {
  etapa: Etapa;
  modo: 'form' | 'edit';
}

const chaveDoRegistro: Record<Etapa, keyof EstadoDoCadastro> = {
  dadosCadastrais: 'dadosCadastrais',
  endereco: 'endereco',
  socioeconomico: 'socioeconomico',
};

/** A step's route, keeping the way back to the course the candidate was enrolling in (issue 28 §1). */
export function comVolta(rota: string, retorno: string | null): string {
  return retorno ? comRetorno(rota, retorno) : rota;
}

/**
 * Who may open a registration step (spec §4): an earlier missing step comes first; a form whose record
 * exists redirects to its edit route; an edit route whose record is missing goes to its creation form. A return URL
 * (`retorno`, already checked as a same-origin path) travels along.
 */
export function decidirAcessoAEtapa(
  estado: EstadoDoCadastro,
  rota: RotaDeEtapa,
  hoje: Date = new Date(),
  retorno: string | null = null,
): Decisao {
  const proxima = proximaEtapaDoCadastro(estado, hoje);
  if (!proxima.concluido && ORDEM_DAS_ETAPAS.indexOf(proxima.etapa) < ORDEM_DAS_ETAPAS.indexOf(rota.etapa)) {
    return redirecionar(
      comVolta(proxima.rota, retorno),
      avisoToast(proxima.aviso ?? Mensagem.cadastroIncompleto),
    );
  }
  const existe = estado[chaveDoRegistro[rota.etapa]] !== null;
  if (rota.modo === 'form' && existe) return redirecionar(comVolta(ROTA_DE_EDICAO[rota.etapa], retorno));
  const criacao = ROTA_DE_CRIACAO[rota.etapa];
  if (rota.modo === 'edit' && !existe && criacao !== ROTA_DE_EDICAO[rota.etapa])
    return redirecionar(comVolta(criacao, retorno));
  return permitir();
}

/** The completion panel only makes sense once every record exists. */
export function decidirAcessoAConclusao(estado: EstadoDoCadastro, hoje: Date = new Date()): Decisao {
  const proxima = proximaEtapaDoCadastro(estado, hoje);
  if (proxima.concluido) return permitir();
  return redirecionar(proxima.rota, avisoToast(proxima.aviso ?? Mensagem.cadastroIncompleto));
}
