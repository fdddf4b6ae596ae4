import { useEffect, useRef } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { Botao, Campo } from '@portal/ui';
import { rotuloDaTurma, turmaAceitaInscricao, turmaDisponivel } from './rotulos-da-turma';
import type { CampoDaEscolha, CampoDaLista, CascataDaTurma } from './use-escolha-da-turma';

const LISTA: Record<CampoDaLista, string> = {
  idMunicipio: 'os municípios',
  idOrdemServico: 'as unidades',
  idTurma: 'as turmas',
};

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
  const { escolha, alterar, cargas } = cascata;
  // The field whose list the citizen asked for again: once it comes, the retry button leaves the page, and the focus
  // goes to the select it filled instead of falling to <body>.
  const tentando = useRef<CampoDaLista | null>(null);
  useEffect(() => {
    const campo = tentando.current;
    if (!campo || cargas[campo].carregando || cargas[campo].erro !== null) return;
    tentando.current = null;
    if (document.activeElement === document.body) document.getElementById(campo)?.focus();
  });
  const props = (campo: CampoDaLista) => ({
    value: escolha[campo],
    erro: erroDe(campo),
    required: true,
    'aria-describedby': cargas[campo].erro === null ? undefined : `${campo}-falha`,
    onChange: (e: { target: { value: string } }) => alterar(campo, e.target.value),
  });
  // A list that did not come says so beside its field, with its own retry (useCarga's), instead of a mute
  // "Selecione"; the text is tied to the select, and the alert tells a screen reader at once.
  const falha = (campo: CampoDaLista) => {
    const erro = cargas[campo].erro;
    if (erro === null) return null;
    return (
      <div className="campo">
        <p role="alert" id={`${campo}-falha`} className="campo__erro">
          {`Não foi possível carregar ${LISTA[campo]}. ${mensagemDoErro(erro)}`}
        </p>
        <Botao
          variante="secundario"
          aria-describedby={`${campo}-falha`}
          onClick={() => {
            tentando.current = campo;
            cargas[campo].recarregar();
          }}
        >
          Tentar novamente
        </Botao>
      </div>
    );
  };
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
      {falha('idMunicipio')}
      <Campo id="idOrdemServico" tipo="select" rotulo="Unidade" {...props('idOrdemServico')}>
        <option value="">Selecione</option>
        {cascata.unidades.map((u) => (
          <option key={u.idOrdemServico} value={u.idOrdemServico}>{`${u.nome} — ${u.endereco}`}</option>
        ))}
      </Campo>
      {falha('idOrdemServico')}
      <Campo id="idTurma" tipo="select" rotulo="Turma" {...props('idTurma')}>
        <option value="">Selecione</option>
        {cascata.turmas.map((t) => (
          <option key={t.id} value={t.id} disabled={!podeEscolher(t)}>
            {rotuloDaTurma(t, aceitaListaDeEspera)}
          </option>
        ))}
      </Campo>
      {falha('idTurma')}
    </>
  );
}
