import { nomePrograma, ProgramaPortal, Programa } from '@portal/contracts';

export const PROGRAMAS: { id: number; nome: string; slug: string }[] = [
  ...Object.entries(Programa).map(([slug, id]) => ({ id, nome: nomePrograma[id], slug })),
  { id: ProgramaPortal.EmpreendaSP, nome: 'Empreenda SP', slug: 'EmpreendaSP' },
  { id: ProgramaPortal.EmpreendaJovem, nome: 'Empreenda Jovem', slug: 'EmpreendaJovem' },
  { id: ProgramaPortal.MeuPrimeiroEmprego, nome: 'Meu Primeiro Emprego', slug: 'MeuPrimeiroEmprego' },
];

export const ARCOS = [
  {
    nome: 'Gestão e Negócios',
    slug: 'gestao-e-negocios',
    descricao: 'Cursos de administração, vendas e empreendedorismo.',
  },
  {
    nome: 'Tecnologia da Informação',
    slug: 'tecnologia-da-informacao',
    descricao: 'Programação, suporte e dados.',
  },
  {
    nome: 'Indústria e Construção',
    slug: 'industria-e-construcao',
    descricao: 'Ofícios da construção civil e da indústria.',
  },
  {
    nome: 'Serviços e Bem-estar',
    slug: 'servicos-e-bem-estar',
    descricao: 'Beleza, cuidados, alimentação e turismo.',
  },
];

type CursoSemente = [
  nome: string,
  slug: string,
  arco: number,
  horas: number,
  escolaridade: string,
  formato?: 'ONLINE',
];

/** Two or more courses for every programme; the arc is the index in ARCOS. */
export const CURSOS: Record<number, CursoSemente[]> = {
  1: [
    ['Assistente Administrativo', 'assistente-administrativo', 0, 160, 'Ensino fundamental completo'],
    ['Eletricista Instalador', 'eletricista-instalador', 2, 200, 'Ensino fundamental completo'],
  ],
  2: [
    ['Atendimento ao Cliente', 'atendimento-ao-cliente', 0, 60, 'Ensino fundamental incompleto'],
    ['Pedreiro de Alvenaria', 'pedreiro-de-alvenaria', 2, 80, 'Sem escolaridade'],
  ],
  3: [
    ['Confeiteiro', 'confeiteiro', 3, 100, 'Ensino fundamental incompleto'],
    ['Costureiro', 'costureiro', 3, 120, 'Sem escolaridade'],
  ],
  4: [
    ['Design Gráfico', 'design-grafico', 1, 120, 'Ensino médio completo'],
    ['Produção Audiovisual', 'producao-audiovisual', 1, 140, 'Ensino médio incompleto'],
  ],
  5: [
    ['Manutenção de Computadores', 'manutencao-de-computadores', 1, 120, 'Ensino fundamental completo'],
    ['Logística', 'logistica', 0, 100, 'Ensino médio incompleto'],
  ],
  6: [
    ['Artesanato em Cerâmica', 'artesanato-em-ceramica', 3, 80, 'Sem escolaridade'],
    ['Tecelagem Manual', 'tecelagem-manual', 3, 80, 'Sem escolaridade'],
  ],
  7: [
    ['Auxiliar de Cozinha', 'auxiliar-de-cozinha', 3, 100, 'Sem escolaridade'],
    ['Recepcionista', 'recepcionista', 0, 80, 'Ensino fundamental completo'],
  ],
  8: [
    ['Técnicas de Vendas', 'tecnicas-de-vendas', 0, 80, 'Ensino médio incompleto'],
    ['Programação Básica', 'programacao-basica', 1, 120, 'Ensino médio incompleto'],
  ],
  9: [
    ['Excel Essencial', 'excel-essencial', 0, 40, 'Ensino fundamental completo', 'ONLINE'],
    ['Marketing Digital', 'marketing-digital', 0, 60, 'Ensino médio incompleto', 'ONLINE'],
  ],
  14: [
    ['HTML Web Developer', 'html-web-developer', 1, 80, 'Ensino médio incompleto', 'ONLINE'],
    ['.NET Fundamentals', 'net-fundamentals', 1, 80, 'Ensino médio incompleto', 'ONLINE'],
    ['Java Developer', 'java-developer', 1, 120, 'Ensino médio completo', 'ONLINE'],
    ['JavaScript Game Developer', 'javascript-game-developer', 1, 100, 'Ensino médio incompleto', 'ONLINE'],
  ],
  22: [
    ['Operador de Empilhadeira', 'operador-de-empilhadeira', 2, 60, 'Ensino fundamental completo'],
    ['Cuidador de Idosos', 'cuidador-de-idosos', 3, 160, 'Ensino fundamental completo'],
    ['Soldador', 'soldador', 2, 120, 'Ensino fundamental completo'],
  ],
  [ProgramaPortal.EmpreendaSP]: [
    ['Plano de Negócios', 'plano-de-negocios', 0, 40, 'Ensino fundamental completo'],
    ['Finanças para o Pequeno Negócio', 'financas-pequeno-negocio', 0, 40, 'Ensino fundamental completo'],
  ],
  [ProgramaPortal.EmpreendaJovem]: [
    ['Primeiro Negócio', 'primeiro-negocio', 0, 40, 'Ensino fundamental incompleto'],
    ['Vendas pela Internet', 'vendas-pela-internet', 0, 40, 'Ensino fundamental incompleto', 'ONLINE'],
  ],
  [ProgramaPortal.MeuPrimeiroEmprego]: [
    ['Auxiliar de Escritório', 'auxiliar-de-escritorio', 0, 120, 'Ensino médio incompleto'],
    ['Repositor de Mercadorias', 'repositor-de-mercadorias', 0, 80, 'Ensino fundamental completo'],
  ],
};

/** IBGE codes of the municipalities that host units. */
export const UNIDADES: [nome: string, endereco: string, municipio: number][] = [
  ['Escola de Qualificação Barra Funda', 'Rua do Bosque, 1000 - Barra Funda', 3550308],
  ['Escola de Qualificação Itaquera', 'Av. Pires do Rio, 200 - Itaquera', 3550308],
  ['Centro de Formação Campinas', 'Av. Andrade Neves, 50 - Centro', 3509502],
  ['Centro de Formação Santos', 'Rua Amador Bueno, 300 - Centro', 3548500],
  ['Centro de Formação Ribeirão Preto', 'Av. Nove de Julho, 800 - Jardim Sumaré', 3543402],
  ['Centro de Formação São José dos Campos', 'Rua Sete de Setembro, 120 - Centro', 3549904],
  ['Centro de Formação Sorocaba', 'Av. General Carneiro, 400 - Lageado', 3552205],
];
/** Courses online are offered by one virtual unit. */
export const UNIDADE_VIRTUAL: [string, string, number] = [
  'Ambiente Virtual de Aprendizagem',
  'Curso a distância',
  3550308,
];

/** Classes with fixed ids for the tests (decision 0111): two of one seat, one of thirty. */
export const TURMA_VAGA_UNICA = 9001;
export const TURMA_VAGA_UNICA_E2E = 9002;
export const TURMA_TRINTA_VAGAS = 9003;
/** Hidden from the public catalogue (decision 0131). */
export const TURMAS_DE_TESTE = [TURMA_VAGA_UNICA, TURMA_VAGA_UNICA_E2E, TURMA_TRINTA_VAGAS];
