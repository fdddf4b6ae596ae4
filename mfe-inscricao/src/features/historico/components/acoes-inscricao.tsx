import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Regras, StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import {
  definirCursoEscolhido,
  definirInscricaoAtualizacao,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
} from '@portal/shared-auth';
import { Botao, Painel } from '@portal/ui';
import { BotaoAgenda } from '@portal/escolha-da-turma/agenda';
import { DialogoConfirmacao } from '@portal/ui/dialogo-confirmacao';
import { podeSerAlterada } from '../../../comum/guardas/decisoes-fluxo';
import { RotaInscricao } from '../../../config/caminhos';
import { useAcoesInscricao } from '../hooks/use-acoes-inscricao';

// Every status that holds a seat or a place in line (decision 1500); cancelling frees it for the next in line.
const CANCELAVEIS: readonly number[] = [
  StatusInscricao.Ativa,
  StatusInscricao.Convocada,
  StatusInscricao.Matriculada,
  StatusInscricao.EmEspera,
];

/** "Alterar" is offered where the edit flow can change the enrolment (the guards' one rule). */
export const podeAlterar = (i: InscricaoDetalhe): boolean => podeSerAlterada(i);

/** "Alterar": the enrolment becomes the update draft and its course and municipality start as the choices. */
function iniciarAlteracao(i: InscricaoDetalhe): void {
  definirInscricaoAtualizacao(i);
  definirCursoEscolhido({
    idCurso: i.turmaPrincipal.cursoQualificacao.id,
    idModalidade: Regras.modalidadeNovoEmprego,
  });
  definirMunicipioEscolhido({ idMunicipio: i.turmaPrincipal.municipio.id });
  definirOpcaoInscricao(null);
}

/** Change, cancel (after an accessible confirmation) and confirm-enrolment buttons for one enrolment. */
export function AcoesInscricao({ inscricao, aoMudar }: { inscricao: InscricaoDetalhe; aoMudar: () => void }) {
  const navigate = useNavigate();
  const [confirmando, setConfirmando] = useState(false);
  const acoes = useAcoesInscricao(aoMudar);
  const curso = inscricao.turmaPrincipal.cursoQualificacao.nome;
  // Each name starts with the visible label (2.5.3) and reads as a whole phrase to a screen reader.
  const doCurso = (antes = '') => <span className="visualmente-oculto">{`${antes} do curso ${curso}`}</span>;

  const caixa = useRef<HTMLDivElement>(null);

  // The confirm button goes away with the call-up, confirmed or refused (a 409 reloads an expired one): the focus
  // waits on the row's actions, which begin with any refusal, instead of falling to the page. They are a group named
  // after the enrolment, so the focus lands on something a screen reader can name.
  const confirmar = async () => {
    await acoes.confirmarMatricula(inscricao);
    caixa.current?.focus();
  };

  // The dialog gives the focus back to "Cancelar inscrição", which the reload then removes: it waits on the row's
  // actions instead, once the dialog has closed.
  const cancelar = async () => {
    if (!(await acoes.cancelar(inscricao))) return;
    setConfirmando(false);
    requestAnimationFrame(() => caixa.current?.focus());
  };

  return (
    <div
      className="botoes"
      ref={caixa}
      tabIndex={-1}
      role="group"
      aria-label={`Ações da inscrição nº ${inscricao.id} no curso ${curso}`}
    >
      {acoes.erro && !confirmando ? <Painel tipo="erro">{acoes.erro}</Painel> : null}
      {podeAlterar(inscricao) ? (
        <Botao
          variante="secundario"
          onClick={() => {
            iniciarAlteracao(inscricao);
            navigate(RotaInscricao.escolhaCurso('edit'));
          }}
        >
          Alterar{doCurso(' a inscrição')}
        </Botao>
      ) : null}
      {inscricao.idStatusInscricao === StatusInscricao.Convocada ? (
        <Botao ocupado={acoes.ocupado} onClick={() => void confirmar()}>
          Confirmar matrícula{doCurso()}
        </Botao>
      ) : null}
      {inscricao.idStatusInscricao === StatusInscricao.Convocada ? (
        <BotaoAgenda
          inscricao={inscricao}
          descricao={` o prazo da convocação e o início do curso ${curso}`}
        />
      ) : null}
      {CANCELAVEIS.includes(inscricao.idStatusInscricao) ? (
        <Botao variante="perigo" onClick={() => setConfirmando(true)}>
          Cancelar inscrição{doCurso()}
        </Botao>
      ) : null}
      {confirmando ? (
        <DialogoConfirmacao
          titulo="Cancelar inscrição?"
          texto={
            inscricao.idStatusInscricao === StatusInscricao.EmEspera
              ? `A inscrição nº ${inscricao.id} no curso ${curso} será cancelada e você sai da lista de espera da turma.`
              : `A inscrição nº ${inscricao.id} no curso ${curso} será cancelada e a vaga ficará livre para outra pessoa.`
          }
          erro={acoes.erro}
          textoConfirmar="Sim, cancelar inscrição"
          textoVoltar="Não, manter inscrição"
          ocupado={acoes.ocupado}
          aoConfirmar={() => void cancelar()}
          aoFechar={() => setConfirmando(false)}
        />
      ) : null}
    </div>
  );
}
