import { useRef, useState } from 'react';
import type { TurmaDaGestao } from '@portal/contracts';
import { Botao } from '@portal/ui';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';

/**
 * Opens or closes the class's enrolment, after a confirmation shown in place (no modal: the question, the two
 * answers and the result stay in the reading order, and focus moves to the question). Once answered, the focus goes
 * back to the section's button, which replaces the confirmation; the result is announced by the live region.
 */
export function AbrirFecharInscricoes({ turma, aoMudar }: { turma: TurmaDaGestao; aoMudar: () => void }) {
  const [confirmando, setConfirmando] = useState(false);
  const abrir = !turma.inscricoesAbertas;
  const acao = abrir ? 'Abrir inscrições' : 'Fechar inscrições';
  const pergunta = useRef<HTMLParagraphElement>(null);
  const botao = useFocoAoVoltar<HTMLButtonElement>();
  const { rodar, ocupado, erro, sucesso } = useAcao(async () => {
    await turmaApi.abrirOuFechar(turma.id, abrir);
    aoMudar();
    return abrir ? 'Inscrições abertas.' : 'Inscrições fechadas.';
  });

  const fecharPergunta = () => {
    setConfirmando(false);
    botao.devolverFoco();
  };
  const confirmar = async () => {
    await rodar();
    fecharPergunta();
  };
  return (
    <section aria-labelledby="titulo-inscricoes-turma">
      <h3 id="titulo-inscricoes-turma">Inscrições</h3>
      {confirmando ? (
        <div className="gestao-confirmacao">
          <p ref={pergunta} tabIndex={-1}>
            {abrir
              ? 'Abrir as inscrições desta turma? Novos candidatos poderão se inscrever.'
              : 'Fechar as inscrições desta turma? Ninguém mais poderá se inscrever; as convocações continuam.'}
          </p>
          <Botao ocupado={ocupado} onClick={() => void confirmar()}>
            {`Confirmar: ${acao.toLowerCase()}`}
          </Botao>
          <Botao variante="secundario" onClick={fecharPergunta}>
            Cancelar
          </Botao>
        </div>
      ) : (
        <Botao
          ref={botao.alvo}
          variante={abrir ? 'primario' : 'perigo'}
          onClick={() => {
            setConfirmando(true);
            requestAnimationFrame(() => pergunta.current?.focus());
          }}
        >
          {acao}
        </Botao>
      )}
      <p role="status">{sucesso}</p>
      {erro ? <p role="alert">{erro}</p> : null}
    </section>
  );
}
