import { useRef, useState, type FormEvent } from 'react';
import {
  PRAZO_DIAS_UTEIS_MAXIMO,
  StatusInscricao,
  VAGAS_MAXIMO,
  VAGAS_MINIMO,
  type InscricaoDaTurma,
  type MudarVagasResposta,
  type TurmaDaGestao,
} from '@portal/contracts';
import { Botao, Campo, formatarData, useRascunho } from '@portal/ui';
import { focarCampo } from '../../../comum/focar-campo';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';
import { PRAZO_PADRAO_DIAS_UTEIS } from './formulario-convocacao';

/** Who more seats would call up: the first `quantas` of the waiting list, in order (decision 1521). */
interface Pergunta {
  vagas: number;
  quantas: number;
  primeiros: InscricaoDaTurma[];
}

/** "Fernanda Rocha, 1ª da espera" / "Fernanda Rocha (1ª) e Gabriel Lima (2ª) da espera" (+ "e mais N"). */
function quemSeraConvocado({ quantas, primeiros }: Pergunta): string {
  const nomes = primeiros.slice(0, quantas);
  const resto = quantas - nomes.length;
  const mais = resto > 0 ? ` e mais ${resto}` : '';
  if (nomes.length === 1 && resto === 0)
    return `${nomes[0]!.nome}, ${nomes[0]!.posicaoNaEspera ?? 1}ª da espera`;
  const lista = nomes.map((i) => `${i.nome} (${i.posicaoNaEspera}ª)`);
  const juntos = lista.length > 1 ? `${lista.slice(0, -1).join(', ')} e ${lista.at(-1)}` : (lista[0] ?? '');
  return `${juntos}${mais} da espera`;
}

function oQueAconteceu(resposta: MudarVagasResposta): string {
  const alteradas = `Vagas alteradas para ${resposta.vagas}.`;
  const { convocadas } = resposta;
  if (convocadas.length === 0) return alteradas;
  const prazo = formatarData(convocadas[0]!.prazo);
  const nomes = convocadas.map((c) => c.nome).join(', ');
  return convocadas.length === 1
    ? `${alteradas} Convocada da lista de espera: ${nomes}, com prazo para confirmar até ${prazo}.`
    : `${alteradas} Convocadas da lista de espera: ${nomes}, com prazo para confirmar até ${prazo}.`;
}

/**
 * Changes the number of seats. What was typed stays in the field when the API refuses (e.g. below the occupied
 * seats, 409), with the API's message beside it. More seats call up the first of the waiting list (decision 1521):
 * the staff member is asked first, in place, with who will be called up and the deadline to give them, and is told
 * who was (decision 1606). Once the question is answered, the focus goes back to "Alterar vagas", which replaces it.
 * The number typed is a draft of the tab until the seats change: a session that expires on sending sends the staff
 * member to sign in and back, and a reload, without losing it; another person's sign-in removes it (shared-auth).
 */
export function FormularioVagas({ turma, aoMudar }: { turma: TurmaDaGestao; aoMudar: () => void }) {
  // The draft keeps the seats it was typed over: once they changed (a colleague changed them meanwhile), the field
  // shows the class as it is, not a number typed against another one.
  const [rascunho, setRascunho, limparRascunho] = useRascunho<{ sobre: number; valor: string } | null>(
    `gestao-vagas-${turma.id}`,
    null,
  );
  const [valor, setValorNaTela] = useState(() =>
    rascunho?.sobre === turma.vagas ? rascunho.valor : String(turma.vagas),
  );
  const setValor = (novo: string) => {
    setValorNaTela(novo);
    setRascunho({ sobre: turma.vagas, valor: novo });
  };
  const [invalido, setInvalido] = useState<string | null>(null);
  const [pergunta, setPergunta] = useState<Pergunta | null>(null);
  const [prazo, setPrazo] = useState(String(PRAZO_PADRAO_DIAS_UTEIS));
  const [prazoInvalido, setPrazoInvalido] = useState<string | null>(null);
  const textoDaPergunta = useRef<HTMLParagraphElement>(null);
  const alterar = useFocoAoVoltar<HTMLButtonElement>();
  const { rodar, ocupado, erro, sucesso } = useAcao(async (vagas: number, prazoDiasUteis?: number) => {
    const resposta = await turmaApi.mudarVagas(turma.id, { vagas, prazoDiasUteis });
    setPergunta(null);
    limparRascunho();
    aoMudar();
    return oQueAconteceu(resposta);
  });
  const lendoAEspera = useAcao(async (vagas: number, origem: Element | null) => {
    const ocupadas = turma.inscritos + turma.convocados + turma.matriculados;
    const quantas = Math.min(Math.max(vagas - Math.max(turma.vagas, ocupadas), 0), turma.emEspera);
    if (quantas === 0) {
      // Done, the focus goes back to "Alterar vagas", which was disabled while busy; refused, to the field and its error.
      if (await rodar(vagas)) alterar.devolverFoco(origem);
      else focarCampo('vagas');
      return '';
    }
    const espera = await turmaApi.inscricoes(turma.id, 1, StatusInscricao.EmEspera);
    const primeiros = [...espera.itens].sort(
      (a, b) => (a.posicaoNaEspera ?? Infinity) - (b.posicaoNaEspera ?? Infinity),
    );
    setPergunta({ vagas, quantas, primeiros });
    requestAnimationFrame(() => textoDaPergunta.current?.focus());
    return '';
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const vagas = Number(valor);
    const valido = /^\d+$/.test(valor.trim()) && vagas >= VAGAS_MINIMO && vagas <= VAGAS_MAXIMO;
    setInvalido(valido ? null : `Informe um número de vagas entre ${VAGAS_MINIMO} e ${VAGAS_MAXIMO}.`);
    setPergunta(null);
    if (!valido) return focarCampo('vagas');
    void lendoAEspera.rodar(vagas, document.activeElement).then((ok) => ok || focarCampo('vagas'));
  };
  const confirmar = () => {
    if (!pergunta) return;
    const dias = Number(prazo);
    const valido = /^\d+$/.test(prazo.trim()) && dias >= 1 && dias <= PRAZO_DIAS_UTEIS_MAXIMO;
    setPrazoInvalido(valido ? null : `Informe um prazo entre 1 e ${PRAZO_DIAS_UTEIS_MAXIMO} dias úteis.`);
    if (!valido) return focarCampo('prazo-mais-vagas');
    // Refused, the question stays with the API's message at the deadline; done, it leaves with its buttons.
    void rodar(pergunta.vagas, dias).then((ok) =>
      ok ? alterar.devolverFoco() : focarCampo('prazo-mais-vagas'),
    );
  };
  const cancelar = () => {
    setPergunta(null);
    alterar.devolverFoco();
  };
  return (
    <form noValidate onSubmit={enviar} aria-labelledby="titulo-vagas">
      <h3 id="titulo-vagas">Vagas</h3>
      <Campo
        id="vagas"
        rotulo="Número de vagas"
        inputMode="numeric"
        required
        value={valor}
        onChange={(e) => {
          setValor(e.target.value);
          setPergunta(null);
        }}
        erro={invalido ?? lendoAEspera.erro ?? (pergunta ? null : erro)}
        dica="Nunca abaixo das vagas ocupadas (inscritos, convocados e matriculados)."
      />
      {pergunta ? (
        <div className="gestao-confirmacao">
          <p ref={textoDaPergunta} tabIndex={-1}>
            {`Aumentar para ${pergunta.vagas} vagas vai convocar ${quemSeraConvocado(pergunta)}.`}
          </p>
          <Campo
            id="prazo-mais-vagas"
            rotulo={
              pergunta.quantas === 1
                ? 'Prazo para a convocada confirmar (dias úteis)'
                : 'Prazo para as convocadas confirmarem (dias úteis)'
            }
            inputMode="numeric"
            value={prazo}
            onChange={(e) => setPrazo(e.target.value)}
            erro={prazoInvalido ?? erro}
            dica="Sábados e domingos não contam; o prazo termina às 23h59 do último dia. A convocação vai por e-mail."
          />
          <Botao type="button" ocupado={ocupado} onClick={confirmar}>
            Confirmar: aumentar e convocar
          </Botao>
          <Botao type="button" variante="secundario" onClick={cancelar}>
            Cancelar
          </Botao>
        </div>
      ) : (
        <Botao ref={alterar.alvo} type="submit" ocupado={ocupado || lendoAEspera.ocupado}>
          Alterar vagas
        </Botao>
      )}
      <p role="status">{sucesso}</p>
    </form>
  );
}
