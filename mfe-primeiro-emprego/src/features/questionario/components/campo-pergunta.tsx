import { RESPOSTA_TEXTO_MAXIMO, type Pergunta } from '@portal/contracts';
import { Campo } from '@portal/ui';
import type { Respostas } from '../respostas';

interface CampoPerguntaProps {
  pergunta: Pergunta;
  resposta: Respostas[string] | undefined;
  erro: string | null;
  responder: (resposta: Respostas[string]) => void;
}

/** One question: a text box, or a fieldset of radios (one answer) or checkboxes (several). */
export function CampoPergunta({ pergunta, resposta, erro, responder }: CampoPerguntaProps) {
  const id = `pergunta-${pergunta.id}`;
  if (pergunta.tipo === 'TEXTO') {
    return (
      <Campo
        id={id}
        tipo="textarea"
        rotulo={pergunta.texto}
        required={pergunta.obrigatoria}
        erro={erro}
        maxLength={RESPOSTA_TEXTO_MAXIMO}
        value={resposta?.texto ?? ''}
        onChange={(e) => responder({ texto: e.target.value })}
      />
    );
  }
  const marcadas = resposta?.idsOpcoes ?? [];
  const unica = pergunta.tipo === 'UNICA';
  const alternar = (idOpcao: number, marcada: boolean) =>
    responder({
      idsOpcoes: unica ? [idOpcao] : marcada ? [...marcadas, idOpcao] : marcadas.filter((o) => o !== idOpcao),
    });
  return (
    <fieldset className={erro ? 'campo campo--erro' : 'campo'}>
      <legend className="campo__rotulo">
        {pergunta.texto}
        {/* A group has no required state (aria-required is not allowed on it, and a checkbox's `required` would ask
            for every box): the legend says it in words, read as the group is entered, in place of the hidden *. */}
        {pergunta.obrigatoria ? (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visualmente-oculto"> (obrigatória)</span>
          </>
        ) : null}
      </legend>
      {erro ? (
        <p className="campo__erro" id={`${id}-erro`}>
          {erro}
        </p>
      ) : null}
      {pergunta.opcoes.map((opcao) => (
        <div key={opcao.id} className="opcao">
          <input
            id={`${id}-${opcao.id}`}
            type={unica ? 'radio' : 'checkbox'}
            name={id}
            checked={marcadas.includes(opcao.id)}
            // Each option carries the error, as Campo's control does: read on whichever option takes the focus.
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? `${id}-erro` : undefined}
            onChange={(e) => alternar(opcao.id, e.target.checked)}
          />
          <label htmlFor={`${id}-${opcao.id}`}>{opcao.texto}</label>
        </div>
      ))}
    </fieldset>
  );
}
