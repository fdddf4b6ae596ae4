import type { ASSUNTOS_PERGUNTA_FAQ } from '@portal/contracts';
import { Campo, type ErroDeCampo } from '@portal/ui';

export interface RascunhoPergunta {
  nome: string;
  email: string;
  assunto: string;
  pergunta: string;
}
type CampoPergunta = keyof RascunhoPergunta;

export const PERGUNTA_VAZIA: RascunhoPergunta = { nome: '', email: '', assunto: '', pergunta: '' };

const ASSUNTOS: Record<(typeof ASSUNTOS_PERGUNTA_FAQ)[number], string> = {
  geral: 'Cadastro e inscrição',
  'novo-emprego': 'Novo Emprego',
  empreenda: 'Empreenda SP',
  'empreenda-jovem': 'Empreenda Jovem',
  'primeiro-emprego': 'Meu Primeiro Emprego',
  'bolsa-auxilio': 'Bolsa-auxílio',
};

interface CamposPerguntaProps {
  valores: RascunhoPergunta;
  erros: readonly ErroDeCampo[];
  alterar: (campo: CampoPergunta, valor: string) => void;
}

/** The four fields of faq-form; ids match the schema's keys, so the error summary links land on them. */
export function CamposPergunta({ valores, erros, alterar }: CamposPerguntaProps) {
  const erroDe = (campo: CampoPergunta) => erros.find((e) => e.campo === campo)?.mensagem ?? null;
  return (
    <>
      <Campo
        id="nome"
        rotulo="Nome"
        autoComplete="name"
        required
        value={valores.nome}
        erro={erroDe('nome')}
        onChange={(e) => alterar('nome', e.target.value)}
      />
      <Campo
        id="email"
        rotulo="E-mail"
        type="email"
        autoComplete="email"
        dica="A resposta chega neste e-mail."
        required
        value={valores.email}
        erro={erroDe('email')}
        onChange={(e) => alterar('email', e.target.value)}
      />
      <Campo
        id="assunto"
        tipo="select"
        rotulo="Assunto"
        required
        value={valores.assunto}
        erro={erroDe('assunto')}
        onChange={(e) => alterar('assunto', e.target.value)}
      >
        <option value="">Selecione</option>
        {Object.entries(ASSUNTOS).map(([valor, rotulo]) => (
          <option key={valor} value={valor}>
            {rotulo}
          </option>
        ))}
      </Campo>
      <Campo
        id="pergunta"
        tipo="textarea"
        rotulo="Sua pergunta"
        rows={6}
        required
        value={valores.pergunta}
        erro={erroDe('pergunta')}
        onChange={(e) => alterar('pergunta', e.target.value)}
      />
    </>
  );
}
