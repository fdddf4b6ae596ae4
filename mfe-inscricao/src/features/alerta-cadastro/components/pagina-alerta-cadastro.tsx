import { useLocation } from 'react-router-dom';
import { Rota, retornoDaBusca } from '@portal/contracts';
import { comRetorno, sessionStore } from '@portal/shared-auth';
import { Painel, usePageTitle } from '@portal/ui';
import { useNavegarFora, EstadoCarga, useCarga } from '@portal/remoto';
import { candidatoApi } from '../../../comum/api/candidato-api';

interface Pendencia {
  nome: string;
  rota: string;
}

/**
 * Which of the three records is still missing, each with the page that creates it (spec §4 sequence; the registration
 * data is created at `candidato/dados-cadastrais/edit`, decision 0600), carrying the way back (issue 28 §1).
 */
async function pendencias(idUsuario: number, retorno: string): Promise<Pendencia[]> {
  const comVolta = (rota: string) => (retorno ? comRetorno(rota, retorno) : rota);
  const [dados, endereco, socio] = await Promise.all([
    candidatoApi.dadosCadastrais(idUsuario),
    candidatoApi.endereco(idUsuario),
    candidatoApi.socioeconomico(idUsuario),
  ]);
  const todas: (Pendencia | null)[] = [
    dados ? null : { nome: 'Dados cadastrais', rota: comVolta(Rota.dadosCadastraisEdit) },
    endereco ? null : { nome: 'Endereço', rota: comVolta(Rota.enderecoForm) },
    socio ? null : { nome: 'Questionário socioeconômico', rota: comVolta(Rota.socioeconomicoForm) },
  ];
  return todas.filter((p): p is Pendencia => p !== null);
}

/** alerta-cadastro: why enrolment is not possible yet, with links to the candidate area. */
export function AlertaCadastroPagina() {
  const titulo = 'Complete seu cadastro';
  const h1 = usePageTitle(titulo);
  const navegarFora = useNavegarFora();
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const retorno = retornoDaBusca(useLocation().search, '');
  const carga = useCarga(() => pendencias(idUsuario, retorno), `pendencias:${idUsuario}:${retorno}`);
  const ir = (rota: string) => (evento: { preventDefault: () => void }) => {
    evento.preventDefault();
    navegarFora(rota);
  };

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <Painel tipo="aviso">
        <p>
          Para se inscrever em um curso, o seu cadastro precisa estar completo: dados cadastrais, endereço e
          questionário socioeconômico.
        </p>
      </Painel>
      <EstadoCarga carga={carga}>
        {(faltando) =>
          faltando.length === 0 ? (
            <>
              <p>Seu cadastro está completo. Você já pode se inscrever.</p>
              {/* `retorno` is a same-origin path or '' (retornoDaBusca): never a way off the portal. */}
              {retorno ? (
                <p>
                  <a href={retorno} onClick={ir(retorno)}>
                    Continuar a inscrição
                  </a>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <h2>O que falta preencher</h2>
              <ul>
                {faltando.map((p) => (
                  <li key={p.rota}>
                    <a href={p.rota} onClick={ir(p.rota)}>
                      Preencher {p.nome.toLowerCase()}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </EstadoCarga>
      <p>
        <a href={Rota.dadosCadastraisEdit} onClick={ir(Rota.dadosCadastraisEdit)}>
          Ir para a área do candidato
        </a>
      </p>
    </>
  );
}
