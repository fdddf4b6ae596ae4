import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { idadePorAno } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { Carregando, Painel, usePageTitle } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { candidatoApi } from '../../../comum/api/candidato-api';
import type { ProgramaComConfirmacao } from '../programas';
import { RotaInscricao } from '../../../config/caminhos';

/** Outside the programme's range by birth year (spec §5 way of counting); unknown age is left to the API. */
async function foraDaFaixa(programa: ProgramaComConfirmacao): Promise<boolean> {
  if (!programa.faixaEtaria) return false;
  const dados = await candidatoApi.dadosCadastrais(sessionStore.getState().user!.id).catch(() => null);
  const idade = dados ? idadePorAno(dados.dataNascimento) : null;
  return idade !== null && !programa.faixaEtaria.permite(idade);
}

/**
 * The page's h1 with its title hook, mounted together after the age check: the h1 and the hook's ref belong to the
 * same element whichever branch renders (the hook also waits for an h1 that appears later; decision 0188).
 */
export function TituloDaPagina({ titulo }: { titulo: string }) {
  const h1 = usePageTitle(titulo);
  return <h1 ref={h1}>{titulo}</h1>;
}

/**
 * Empreenda Jovem is for 16 to 29: someone outside it reads that before filling anything in, with a way to the
 * other programmes, instead of meeting the API's 422 after choosing a class (decision 0141).
 */
export function DentroDaFaixaEtaria({
  programa,
  titulo,
  children,
}: {
  programa: ProgramaComConfirmacao;
  titulo: string;
  children: ReactNode;
}) {
  const fora = useCarga(() => foraDaFaixa(programa), `faixa:${programa.endpoint.caminho}`);
  if (!programa.faixaEtaria) return <>{children}</>;
  if (fora.dados === null) return <Carregando />;
  if (!fora.dados) return <>{children}</>;
  // The page's h1, then why there is no form.
  return (
    <>
      <TituloDaPagina titulo={titulo} />
      <Painel tipo="aviso" titulo="Este programa não é para a sua idade">
        <p>{programa.faixaEtaria.aviso}</p>
        <Link className="botao botao--secundario" to={RotaInscricao.modalidades}>
          Ver outros programas
        </Link>
      </Painel>
    </>
  );
}
