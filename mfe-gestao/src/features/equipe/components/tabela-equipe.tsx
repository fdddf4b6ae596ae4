import { permissaoDaGestao, type MembroDaEquipe } from '@portal/contracts';
import { Botao } from '@portal/ui';
import { NOME_DO_ESCOPO, NOME_DO_PAPEL } from './nomes';

export type Remocao =
  | { tipo: 'papel'; membro: MembroDaEquipe }
  | { tipo: 'escopo'; membro: MembroDaEquipe; escopo: MembroDaEquipe['escopos'][number] };

const cpfFormatado = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** One row per staff member: role, scopes (each removable) and the removal of the role; each asks first. */
export function TabelaEquipe(props: {
  membros: MembroDaEquipe[];
  legenda: string;
  aoPedirRemocao: (remocao: Remocao) => void;
}) {
  return (
    <table className="tabela">
      <caption>{props.legenda}</caption>
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">CPF</th>
          <th scope="col">E-mail</th>
          <th scope="col">Perfil</th>
          <th scope="col">Escopo</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {props.membros.map((m) => (
          <tr key={m.id}>
            <th scope="row">{m.nome}</th>
            <td>{cpfFormatado(m.cpf)}</td>
            <td>{m.email}</td>
            <td>{NOME_DO_PAPEL[m.papel] ?? m.papel}</td>
            <td>
              {m.escopos.length === 0 ? (
                // A role limited to its scopes sees no class without one (decision 1500).
                permissaoDaGestao(m.papel)?.todas ? (
                  'Todas as turmas'
                ) : (
                  'Nenhuma turma (sem escopo)'
                )
              ) : (
                <ul>
                  {m.escopos.map((e) => (
                    <li key={e.id}>
                      {NOME_DO_ESCOPO[e.tipo]}: {e.nome}{' '}
                      <Botao
                        variante="secundario"
                        onClick={() => props.aoPedirRemocao({ tipo: 'escopo', membro: m, escopo: e })}
                        aria-label={`Remover o escopo ${e.nome} de ${m.nome}`}
                      >
                        Remover escopo
                      </Botao>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td>
              <Botao
                variante="perigo"
                onClick={() => props.aoPedirRemocao({ tipo: 'papel', membro: m })}
                aria-label={`Remover o perfil de ${m.nome}`}
              >
                Remover perfil
              </Botao>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
