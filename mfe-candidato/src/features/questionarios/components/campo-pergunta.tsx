import { RESPOSTA_TEXTO_MAXIMO, type Pergunta } from '@portal/contracts';
import { Campo } from '@portal/ui';
import { escolher, idDaPergunta, type Respostas } from '../respostas';

export interface CampoPerguntaProps {
  pergunta: Pergunta;
  valor: Respostas[string] | undefined;
  erro: string | null;
  aoResponder: (valor: string | number[]) => void;
}

const rotulo = (p: Pergunta) => (p.obrigatoria ? p.texto : `${p.texto} (opcional)`);

/** One question: free text as a textarea; single and multiple choice as a fieldset of radios or checkboxes. */
export function CampoPergunta({ pergunta, valor, erro, aoResponder }: CampoPerguntaProps) {
  const id = idDaPergunta(pergunta.id);
  if (pergunta.tipo === 'TEXTO') {
    return (
      <Campo
        id={id}
        tipo="textarea"
        rotulo={rotulo(pergunta)}
        value={typeof valor === 'string' ? valor : ''}
        erro={erro}
        onChange={(e) => aoResponder(e.target.value)}
        maxLength={RESPOSTA_TEXTO_MAXIMO}
        rows={4}
      />
    );
  }
  const escolhidas = Array.isArray(valor) ? valor : [];
  const tipoControle = pergunta.tipo === 'UNICA' ? 'radio' : 'checkbox';
  return (
    <fieldset
      className={erro ? 'campo campo--erro' : 'campo'}
      aria-describedby={erro ? `${id}-erro` : undefined}
    >
      <legend className="campo__rotulo">{rotulo(pergunta)}</legend>
      {pergunta.tipo === 'MULTIPLA' ? (
        <p className="campo__dica">Marque todas as opções que se aplicam.</p>
      ) : null}
      {erro ? (
        <p className="campo__erro" id={`${id}-erro`}>
          {erro}
        </p>
      ) : null}
      {pergunta.opcoes.map((opcao, i) => {
        // The first option carries the question's id, so the error summary's link lands in the group.
        const idOpcao = i === 0 ? id : `${id}-${opcao.id}`;
        return (
          <div className="opcao" key={opcao.id}>
            <input
              type={tipoControle}
              id={idOpcao}
              name={id}
              value={opcao.id}
              checked={escolhidas.includes(opcao.id)}
              onChange={() => aoResponder(escolher(pergunta, valor, opcao.id))}
            />
            <label htmlFor={idOpcao}>{opcao.texto}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
