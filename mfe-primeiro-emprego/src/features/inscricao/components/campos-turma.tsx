import { nomeTurno, type Curso, type Turno } from '@portal/contracts';
import { Campo, formatarData, type ErroDeCampo } from '@portal/ui';
import type { useEscolhaTurma, CampoEscolha } from '../hooks/use-escolha-turma';

type Cascata = ReturnType<typeof useEscolhaTurma>;

/** The four selects of the enrolment; ids are the field names, so the error summary links land on them. */
export function CamposTurma({
  cursos,
  cascata,
  erros,
}: {
  cursos: readonly Curso[];
  cascata: Cascata;
  erros: readonly ErroDeCampo[];
}) {
  const erroDe = (campo: CampoEscolha) => erros.find((e) => e.campo === campo)?.mensagem ?? null;
  const { escolha, alterar } = cascata;
  const props = (campo: CampoEscolha) => ({
    value: escolha[campo],
    erro: erroDe(campo),
    required: true,
    onChange: (e: { target: { value: string } }) => alterar(campo, e.target.value),
  });
  return (
    <>
      <Campo id="idCurso" tipo="select" rotulo="Curso" {...props('idCurso')}>
        <option value="">Selecione</option>
        {cursos.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </Campo>
      <Campo id="idMunicipio" tipo="select" rotulo="Município" {...props('idMunicipio')}>
        <option value="">Selecione</option>
        {cascata.municipios.map((m) => (
          <option key={m.id} value={m.id}>
            {m.nome}
          </option>
        ))}
      </Campo>
      <Campo id="idOrdemServico" tipo="select" rotulo="Unidade" {...props('idOrdemServico')}>
        <option value="">Selecione</option>
        {cascata.unidades.map((u) => (
          <option key={u.idOrdemServico} value={u.idOrdemServico}>{`${u.nome} — ${u.endereco}`}</option>
        ))}
      </Campo>
      <Campo id="idTurma" tipo="select" rotulo="Turma" {...props('idTurma')}>
        <option value="">Selecione</option>
        {cascata.turmas.map((t) => (
          <option key={t.id} value={t.id} disabled={!t.aberta || t.vagasDisponiveis <= 0}>
            {`${nomeTurno[t.turno as Turno]}, ${t.horario} — início em ${formatarData(t.dataInicio)} — ${t.vagasDisponiveis > 0 ? `${t.vagasDisponiveis} vagas livres` : 'sem vagas'}`}
          </option>
        ))}
      </Campo>
    </>
  );
}
