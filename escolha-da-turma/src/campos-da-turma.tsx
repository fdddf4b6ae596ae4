import { Campo } from '@portal/ui';
import { rotuloDaTurma, turmaAceitaInscricao, turmaDisponivel } from './rotulos-da-turma';
import type { CampoDaEscolha, CascataDaTurma } from './use-escolha-da-turma';

/**
 * The municipality, unit and class selects of an enrolment (decision 0219); ids are the field names, so the error
 * summary's links land on them. A page that lets the course be chosen puts its own select for `idCurso` above.
 */
export function CamposDaTurma({
  cascata,
  erroDe,
  aceitaListaDeEspera = false,
}: {
  cascata: CascataDaTurma;
  erroDe: (campo: CampoDaEscolha) => string | null;
  /** A new enrolment may take a full class: it joins the waiting list (issue 28 §4). A change of class may not. */
  aceitaListaDeEspera?: boolean;
}) {
  const podeEscolher = aceitaListaDeEspera ? turmaAceitaInscricao : turmaDisponivel;
  const { escolha, alterar } = cascata;
  const props = (campo: CampoDaEscolha) => ({
    value: escolha[campo],
    erro: erroDe(campo),
    required: true,
    onChange: (e: { target: { value: string } }) => alterar(campo, e.target.value),
  });
  return (
    <>
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
          <option key={t.id} value={t.id} disabled={!podeEscolher(t)}>
            {rotuloDaTurma(t, aceitaListaDeEspera)}
          </option>
        ))}
      </Campo>
    </>
  );
}
