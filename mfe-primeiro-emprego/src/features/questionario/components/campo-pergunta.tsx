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
    <fieldset
      className={erro ? 'campo campo--erro' : 'campo'}
      aria-describedby={erro ? `${id}-erro` : undefined}
    >
      <legend className="campo__rotulo">
        {pergunta.texto}
        {pergunta.obrigatoria ? <span aria-hidden="true"> *</span> : null}
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
            onChange={(e) => alternar(opcao.id, e.target.checked)}
          />
          <label htmlFor={`${id}-${opcao.id}`}>{opcao.texto}</label>
        </div>
      ))}
    </fieldset>
  );
}
