import { useNavigate, useParams } from 'react-router-dom';
import { limparEscolhasAposInscricao, sessionStore } from '@portal/shared-auth';
import { Botao, ResumoErros, useEnvio } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { CamposDaTurma, useEscolhaDaTurma, validarEscolhaDaTurma } from '@portal/escolha-da-turma';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { turmaCheia } from '@portal/escolha-da-turma/rotulos-da-turma';
import { RotaInscricao } from '../../../config/caminhos';
import { inscreverNoPrograma } from '../api/inscricao-programa-api';
import { DentroDaFaixaEtaria, TituloDaPagina } from './dentro-da-faixa-etaria';
import type { ProgramaComConfirmacao } from '../programas';

/** confirmacao-qualificaSP…/{idCurso}: choose where and when, then enrol through the programme's call. */
export function ConfirmacaoProgramaPagina({ programa }: { programa: ProgramaComConfirmacao }) {
  const titulo = `Inscrição no ${programa.nome}`;
  const idCurso = Number(useParams().idCurso);
  const navigate = useNavigate();
  const curso = useCarga(() => catalogoApi.curso(idCurso), `curso:${idCurso}`);
  const cascata = useEscolhaDaTurma(`inscricao:programa:${idCurso}`, {
    idCurso: String(idCurso),
    idMunicipio: '',
    idOrdemServico: '',
    idTurma: '',
  });
  // A full class takes the enrolment onto its waiting list (issue 28 §4): the button says so.
  const escolhida = cascata.turmas.find((t) => String(t.id) === cascata.escolha.idTurma);
  const cheia = escolhida !== undefined && turmaCheia(escolhida);
  const envio = useEnvio({
    validar: () => validarEscolhaDaTurma(cascata.escolha),
    enviar: async (idTurmaPrincipal) => {
      const idUsuario = sessionStore.getState().user?.id ?? 0;
      const inscricao = await inscreverNoPrograma(programa, {
        idUsuario,
        idTurmaPrincipal,
        idStatusInscricao: 1,
      });
      cascata.limpar();
      limparEscolhasAposInscricao();
      navigate(RotaInscricao.comprovante(inscricao.id));
    },
    campoErroApi: 'idTurma',
  });

  return (
    <DentroDaFaixaEtaria programa={programa} titulo={titulo}>
      <TituloDaPagina titulo={titulo} />
      <EstadoCarga carga={curso}>
        {(c) => (
          <form noValidate onSubmit={(e) => void envio.aoEnviar(e)}>
            <ResumoErros erros={envio.resumo} />
            <p className="nota">Campos marcados com * são obrigatórios.</p>
            <p>
              Curso: <strong>{c.nome}</strong> ({c.cargaHoraria} horas)
            </p>
            <CamposDaTurma cascata={cascata} erroDe={envio.erroDe} aceitaListaDeEspera />
            <div className="botoes">
              <Botao type="submit" ocupado={envio.enviando}>
                {cheia ? 'Entrar na lista de espera' : 'Confirmar inscrição'}
              </Botao>
            </div>
          </form>
        )}
      </EstadoCarga>
    </DentroDaFaixaEtaria>
  );
}
