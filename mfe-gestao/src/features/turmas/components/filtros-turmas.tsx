import { Campo } from '@portal/ui';

type Opcoes = [number, string][];

export interface FiltrosTurmasProps {
  programas: Opcoes;
  unidades: Opcoes;
  idPrograma: number | undefined;
  idUnidade: number | undefined;
  aoMudar: (mudancas: { programa?: number | undefined; unidade?: number | undefined }) => void;
}

interface FiltroProps {
  id: string;
  rotulo: string;
  todos: string;
  opcoes: Opcoes;
  valor: number | undefined;
  aoEscolher: (valor: number | undefined) => void;
}

/** One filter: a labelled select whose first option clears it. */
function Filtro({ id, rotulo, todos, opcoes, valor, aoEscolher }: FiltroProps) {
  const escolher = (texto: string) => aoEscolher(texto === '' ? undefined : Number(texto));
  return (
    <Campo
      id={id}
      tipo="select"
      rotulo={rotulo}
      value={valor ?? ''}
      onChange={(e) => escolher(e.target.value)}
    >
      {[[undefined, todos] as const, ...opcoes].map(([chave, nome]) => (
        <option key={chave ?? ''} value={chave ?? ''}>
          {nome}
        </option>
      ))}
    </Campo>
  );
}

/** Programme and unit filters; each choice applies at once (no submit button to find). */
export function FiltrosTurmas({ programas, unidades, idPrograma, idUnidade, aoMudar }: FiltrosTurmasProps) {
  return (
    <fieldset className="gestao-filtros">
      <legend>Filtrar turmas</legend>
      <Filtro
        id="filtro-programa"
        rotulo="Programa"
        todos="Todos os programas"
        opcoes={programas}
        valor={idPrograma}
        aoEscolher={(programa) => aoMudar({ programa, unidade: idUnidade })}
      />
      <Filtro
        id="filtro-unidade"
        rotulo="Unidade"
        todos="Todas as unidades"
        opcoes={unidades}
        valor={idUnidade}
        aoEscolher={(unidade) => aoMudar({ programa: idPrograma, unidade })}
      />
    </fieldset>
  );
}
