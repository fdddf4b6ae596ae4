import { useState } from 'react';
import { StatusInscricao, type EventoDaInscricao } from '@portal/contracts';
import { mensagemDoErro } from '@portal/shared-auth';
import { Botao, Carregando, formatarData } from '@portal/ui';
import { inscricaoApi } from '../../../comum/api/inscricao-api';

/** Each status change told as what happened to the candidate (the API's status name for anything else). */
const O_QUE_ACONTECEU: Partial<Record<number, string>> = {
  [StatusInscricao.Ativa]: 'Inscrição feita',
  [StatusInscricao.Cancelada]: 'Inscrição cancelada',
  [StatusInscricao.Convocada]: 'Convocado(a) para a matrícula',
  [StatusInscricao.Matriculada]: 'Matrícula confirmada',
  [StatusInscricao.Concluida]: 'Curso concluído',
  [StatusInscricao.EmEspera]: 'Entrou na lista de espera',
  [StatusInscricao.ConvocacaoExpirada]: 'Convocação expirada',
};

const horaEmSaoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
});

function quando(em: string): string {
  return `${formatarData(em)}, ${horaEmSaoPaulo.format(new Date(em))}`;
}

type Estado = { eventos: EventoDaInscricao[] } | { erro: string } | 'carregando' | null;

function Eventos({ estado }: { estado: Estado }) {
  if (estado === null) return null;
  if (estado === 'carregando') return <Carregando texto="Carregando a linha do tempo…" />;
  if ('erro' in estado) return <p>{estado.erro}</p>;
  return (
    <ol>
      {estado.eventos.map((e) => (
        <li key={`${e.em}-${e.status}`}>
          <time dateTime={e.em}>{quando(e.em)}</time>: {O_QUE_ACONTECEU[e.status] ?? e.nomeStatus}
        </li>
      ))}
    </ol>
  );
}

/** A disclosure with the enrolment's timeline, read from the API the first time it opens. */
export function LinhaDoTempo({ idInscricao }: { idInscricao: number }) {
  const [aberta, setAberta] = useState(false);
  const [estado, setEstado] = useState<Estado>(null);
  const id = `linha-do-tempo-${idInscricao}`;

  const alternar = () => {
    setAberta(!aberta);
    // Read once, on the first opening; a failed read is tried again on the next one.
    const jaLida = estado === 'carregando' || (estado !== null && 'eventos' in estado);
    if (aberta || jaLida) return;
    setEstado('carregando');
    inscricaoApi.linhaDoTempo(idInscricao).then(
      (eventos) => setEstado({ eventos }),
      (falha: unknown) => setEstado({ erro: mensagemDoErro(falha) }),
    );
  };

  return (
    <div>
      <Botao variante="secundario" aria-expanded={aberta} aria-controls={id} onClick={alternar}>
        Linha do tempo<span className="visualmente-oculto"> da inscrição {idInscricao}</span>
      </Botao>
      <div id={id} hidden={!aberta}>
        <Eventos estado={estado} />
      </div>
    </div>
  );
}
