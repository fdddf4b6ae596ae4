import { nomeStatusInscricao, StatusInscricao, type InscricaoDaTurma } from '@portal/contracts';
import { formatarData, Tabela } from '@portal/ui';

export interface TabelaInscricoesProps {
  inscricoes: InscricaoDaTurma[];
  legenda: string;
  /** With a selection, active enrolments (the ones that can be called up) get a checkbox. */
  selecao?: { escolhidas: ReadonlySet<number>; alternar: (id: number) => void };
}

const nomeDoStatus = (status: number) =>
  nomeStatusInscricao[status as StatusInscricao] ?? `Situação ${status}`;

/** What the last column says: the place in line, or the deadline of a call-up. */
function observacao(i: InscricaoDaTurma): string {
  if (i.posicaoNaEspera !== null) return `${i.posicaoNaEspera}º na lista de espera`;
  if (i.prazoConvocacao !== null) return `Confirmar até ${formatarData(i.prazoConvocacao)}`;
  return '';
}

/**
 * The person, by the name they use (their social name when they have one); below it, labelled so nobody calls them by
 * it, the civil name the API sends only to whom checks ID documents at the counter (decision 1550).
 */
function Pessoa({ inscricao }: { inscricao: InscricaoDaTurma }) {
  return (
    <th scope="row">
      {inscricao.nome}
      {inscricao.nomeCivil ? (
        <span style={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}>
          Nome civil: {inscricao.nomeCivil}
        </span>
      ) : null}
    </th>
  );
}

/** A page of a class's enrolments, in enrolment order; the CPF exactly as the API sends it for this profile. */
export function TabelaInscricoes({ inscricoes, legenda, selecao }: TabelaInscricoesProps) {
  const colunas = ['Candidato', 'CPF', 'Situação', 'Inscrição em', 'Observação'];
  return (
    <Tabela legenda={legenda} colunas={selecao ? ['Selecionar', ...colunas] : colunas}>
      {inscricoes.map((i) => (
        <tr key={i.idInscricao}>
          {selecao ? (
            <td>
              {i.status === StatusInscricao.Ativa ? (
                <input
                  type="checkbox"
                  id={`selecionar-${i.idInscricao}`}
                  aria-label={`Selecionar ${i.nome}`}
                  checked={selecao.escolhidas.has(i.idInscricao)}
                  onChange={() => selecao.alternar(i.idInscricao)}
                />
              ) : null}
            </td>
          ) : null}
          <Pessoa inscricao={i} />
          <td>{i.cpf}</td>
          <td>{nomeDoStatus(i.status)}</td>
          <td>{formatarData(i.dataInscricao)}</td>
          <td>{observacao(i)}</td>
        </tr>
      ))}
    </Tabela>
  );
}
