import { Programa, ProgramaPortal, type Curso } from '@portal/contracts';

/** A programme's catalogue: where it lives, which modality lists its courses, and where 'Inscrever-se' leads. */
export interface ProgramaCatalogo {
  prefixo: string;
  nome: string;
  idModalidade: number;
  apresentacao: string;
  /** FAQ page of the programme, when it has one. */
  faq?: string;
  /** Novo emprego keeps the chosen course for the enrolment flow before leaving (spec §3, chosen course). */
  guardaCursoEscolhido: boolean;
  destinoInscricao: (idCurso: number) => string;
}

/** Mapping of programme to modality: docs/decisions/0700-programas-e-modalidades.md. */
export const PROGRAMAS: readonly ProgramaCatalogo[] = [
  {
    prefixo: 'novoemprego',
    nome: 'Novo Emprego',
    idModalidade: Programa.NovoEmprego,
    apresentacao:
      'Qualificação rápida e gratuita para quem quer voltar ao mercado de trabalho. Escolha um curso perto de você e faça sua inscrição com o seu cadastro do Via Rápida.',
    faq: '/faq-novo-emprego',
    guardaCursoEscolhido: true,
    destinoInscricao: (idCurso) => `/inscricao/escolha-municipio/form/${idCurso}`,
  },
  {
    prefixo: 'qualificaSP',
    nome: 'Qualifica SP',
    idModalidade: Programa.ViaRapidaEmprego,
    apresentacao:
      'Cursos de qualificação profissional em unidades de todo o estado, com aulas práticas e certificado, para quem precisa de uma nova profissão.',
    faq: '/faq',
    guardaCursoEscolhido: false,
    destinoInscricao: (idCurso) => `/inscricao/confirmacao-qualificaSP/${idCurso}`,
  },
  {
    prefixo: 'EmpreendaSP',
    nome: 'Empreenda SP',
    idModalidade: ProgramaPortal.EmpreendaSP,
    apresentacao:
      'Gestão, finanças e vendas para quem tem ou quer abrir um pequeno negócio. Não é preciso ter CNPJ.',
    faq: '/faq-empreenda',
    guardaCursoEscolhido: false,
    destinoInscricao: (idCurso) => `/inscricao/confirmacao-qualificaSP-empreenda/${idCurso}`,
  },
  {
    prefixo: 'EmpreendaJovem',
    nome: 'Empreenda Jovem',
    idModalidade: ProgramaPortal.EmpreendaJovem,
    apresentacao: 'Cursos para jovens de 16 a 29 anos que querem transformar uma ideia no primeiro negócio.',
    faq: '/faq-empreenda-jovem',
    guardaCursoEscolhido: false,
    destinoInscricao: (idCurso) => `/inscricao/confirmacao-qualificaSP-empreenda-jovem/${idCurso}`,
  },
];

/** Details page of a course: the programme's own page, or the general course page for other modalities. */
export function caminhoDetalhes(curso: Pick<Curso, 'id' | 'urlSlug' | 'idModalidade'>): string {
  if (curso.idModalidade === ProgramaPortal.MeuPrimeiroEmprego)
    return `/meuprimeiroemprego/details/${curso.id}`;
  const programa = PROGRAMAS.find((p) => p.idModalidade === curso.idModalidade);
  return programa ? `/${programa.prefixo}/details/${curso.id}` : `/cursos/${curso.id}/${curso.urlSlug}`;
}
