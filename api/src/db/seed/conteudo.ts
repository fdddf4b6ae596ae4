import { ProgramaPortal } from '@portal/contracts';
import type { Executor } from '../types.js';

/** FAQ types match the portal's FAQ pages: faq, faq-novo-emprego, faq-empreenda, faq-empreenda-jovem. */
const FAQ: [tipo: string, pergunta: string, resposta: string][] = [
  ['geral', 'Quem pode se inscrever?', 'Pessoas de 14 a 60 anos com cadastro completo e e-mail confirmado.'],
  ['geral', 'Os cursos são gratuitos?', 'Sim. Todos os cursos do portal são gratuitos.'],
  ['geral', 'Posso me inscrever em mais de um curso?', 'Sim, mas apenas em um curso ativo por modalidade.'],
  [
    'novo-emprego',
    'O que é o Novo Emprego?',
    'Uma qualificação rápida voltada a vagas de emprego na sua região.',
  ],
  [
    'novo-emprego',
    'Como altero minha inscrição?',
    'Em Meus cursos, clique em alterar e escolha outra turma.',
  ],
  [
    'empreenda',
    'O que é o Empreenda SP?',
    'Cursos de gestão para quem tem ou quer abrir um pequeno negócio.',
  ],
  ['empreenda', 'Preciso ter CNPJ?', 'Não. O curso também atende quem ainda está planejando o negócio.'],
  ['empreenda-jovem', 'Qual a idade para o Empreenda Jovem?', 'De 16 a 29 anos.'],
  [
    'primeiro-emprego',
    'O que é o Meu Primeiro Emprego?',
    'Qualificação e encaminhamento para a primeira vaga formal.',
  ],
  [
    'bolsa-auxilio',
    'Quem recebe a bolsa-auxílio?',
    'Alunos com frequência mínima, conforme as regras de cada programa.',
  ],
];

const TRILHAS: [nome: string, slug: string, descricao: string, cursos: string[]][] = [
  [
    'Desenvolvimento Web',
    'desenvolvimento-web',
    'Do HTML ao primeiro jogo em JavaScript.',
    ['html-web-developer', 'javascript-game-developer'],
  ],
  [
    'Desenvolvimento Back-end',
    'desenvolvimento-back-end',
    'Fundamentos de .NET e Java para serviços.',
    ['net-fundamentals', 'java-developer'],
  ],
];

type Pergunta = [texto: string, tipo: 'TEXTO' | 'UNICA' | 'MULTIPLA', obrigatoria: boolean, opcoes: string[]];
const QUESTIONARIOS: [titulo: string, tipo: string, perguntas: Pergunta[]][] = [
  [
    'Questionário da empresa',
    'EMPRESA',
    [
      ['Você trabalha atualmente?', 'UNICA', true, ['Sim', 'Não']],
      ['Área de interesse', 'TEXTO', false, []],
    ],
  ],
  [
    'Questionário Empreenda',
    'EMPREENDA',
    [
      ['Você já tem um negócio?', 'UNICA', true, ['Sim', 'Não, estou planejando']],
      ['Quais canais de venda usa?', 'MULTIPLA', false, ['Loja física', 'Internet', 'Redes sociais']],
    ],
  ],
  [
    'Questionário geral',
    'GERAL',
    [['Como conheceu o programa?', 'UNICA', true, ['Internet', 'Indicação', 'Televisão', 'Outro']]],
  ],
  ['Questionário dinâmico', 'DINAMICO', [['O que espera do curso?', 'TEXTO', true, []]]],
  [
    'Questionário de matrícula',
    'MATRICULA',
    [
      ['Você tem disponibilidade no horário da turma?', 'UNICA', true, ['Sim', 'Não']],
      ['Precisa de algum recurso de acessibilidade?', 'TEXTO', false, []],
    ],
  ],
];

export async function semearConteudo(tx: Executor): Promise<void> {
  for (const [i, [tipo, pergunta, resposta]] of FAQ.entries()) {
    await tx.query('INSERT INTO faq (tipo, pergunta, resposta, ordem) VALUES ($1, $2, $3, $4)', [
      tipo,
      pergunta,
      resposta,
      i,
    ]);
  }
  for (const [nome, slug, descricao, cursos] of TRILHAS) {
    const [t] = await tx.query<{ id: number }>(
      'INSERT INTO trilha (nome, url_slug, descricao) VALUES ($1, $2, $3) RETURNING id',
      [nome, slug, descricao],
    );
    for (const [ordem, curso] of cursos.entries()) {
      await tx.query(
        'INSERT INTO trilha_curso (id_trilha, id_curso, ordem) SELECT $1, id, $2 FROM curso WHERE url_slug = $3',
        [t!.id, ordem, curso],
      );
    }
  }
  for (const [titulo, tipo, perguntas] of QUESTIONARIOS) {
    const [q] = await tx.query<{ id: number }>(
      'INSERT INTO questionario (titulo, tipo) VALUES ($1, $2) RETURNING id',
      [titulo, tipo],
    );
    for (const [ordem, [texto, tipoPergunta, obrigatoria, opcoes]] of perguntas.entries()) {
      const [p] = await tx.query<{ id: number }>(
        'INSERT INTO pergunta (id_questionario, texto, tipo, obrigatoria, ordem) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [q!.id, texto, tipoPergunta, obrigatoria, ordem],
      );
      for (const [i, opcao] of opcoes.entries())
        await tx.query('INSERT INTO pergunta_opcao (id_pergunta, texto, ordem) VALUES ($1, $2, $3)', [
          p!.id,
          opcao,
          i,
        ]);
    }
  }
  // Window programmes: open now, for two months (1 is Qualifica SP, enrolled through InscriverProgramaNovo).
  for (const programa of [
    1,
    22,
    ProgramaPortal.EmpreendaSP,
    ProgramaPortal.EmpreendaJovem,
    ProgramaPortal.MeuPrimeiroEmprego,
  ]) {
    await tx.query(
      'INSERT INTO periodo_inscricao (id_programa, inicio, fim) VALUES ($1, current_date - 10, current_date + 60)',
      [programa],
    );
  }
}
