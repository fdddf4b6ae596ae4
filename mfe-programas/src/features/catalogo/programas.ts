import { Programa, ProgramaPortal, Rota, type Curso } from '@portal/contracts';
import { RotaProgramas } from '../../config/caminhos';

/** A programme's catalogue: where it lives, which modality lists its courses, and where 'Inscrever-se' leads. */
export interface ProgramaCatalogo {
  prefixo: string;
  catalogo: string;
  detalhes: (idCurso: number | string) => string;
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
    catalogo: RotaProgramas.cursosNovoEmprego,
    detalhes: RotaProgramas.detalhesNovoEmprego,
    nome: 'Novo Emprego',
    idModalidade: Programa.NovoEmprego,
    apresentacao:
      'Qualificação rápida e gratuita para quem quer voltar ao mercado de trabalho. Escolha um curso perto de você e faça sua inscrição com o seu cadastro do Via Rápida.',
    faq: RotaProgramas.faqNovoEmprego,
    guardaCursoEscolhido: true,
    destinoInscricao: (idCurso) => Rota.escolhaMunicipio('form', idCurso),
  },
  {
    prefixo: 'qualificaSP',
    catalogo: RotaProgramas.cursosQualificaSP,
    detalhes: RotaProgramas.detalhesQualificaSP,
    nome: 'Qualifica SP',
    idModalidade: Programa.ViaRapidaEmprego,
    apresentacao:
      'Cursos de qualificação profissional em unidades de todo o estado, com aulas práticas e certificado, para quem precisa de uma nova profissão.',
    faq: RotaProgramas.faq,
    guardaCursoEscolhido: false,
    destinoInscricao: Rota.confirmacaoQualificaSP,
  },
  {
    prefixo: 'EmpreendaSP',
    catalogo: RotaProgramas.cursosEmpreendaSP,
    detalhes: RotaProgramas.detalhesEmpreendaSP,
    nome: 'Empreenda SP',
    idModalidade: ProgramaPortal.EmpreendaSP,
    apresentacao:
      'Gestão, finanças e vendas para quem tem ou quer abrir um pequeno negócio. Não é preciso ter CNPJ.',
    faq: RotaProgramas.faqEmpreenda,
    guardaCursoEscolhido: false,
    destinoInscricao: Rota.confirmacaoEmpreendaSP,
  },
  {
    prefixo: 'EmpreendaJovem',
    catalogo: RotaProgramas.cursosEmpreendaJovem,
    detalhes: RotaProgramas.detalhesEmpreendaJovem,
    nome: 'Empreenda Jovem',
    idModalidade: ProgramaPortal.EmpreendaJovem,
    apresentacao: 'Cursos para jovens de 16 a 29 anos que querem transformar uma ideia no primeiro negócio.',
    faq: RotaProgramas.faqEmpreendaJovem,
    guardaCursoEscolhido: false,
    destinoInscricao: Rota.confirmacaoEmpreendaJovem,
  },
];

/** Details page of a course: the programme's own page, or the general course page for other modalities. */
export function caminhoDetalhes(curso: Pick<Curso, 'id' | 'urlSlug' | 'idModalidade'>): string {
  if (curso.idModalidade === ProgramaPortal.MeuPrimeiroEmprego)
    return Rota.detalhesMeuPrimeiroEmprego(curso.id);
  const programa = PROGRAMAS.find((p) => p.idModalidade === curso.idModalidade);
  return programa ? programa.detalhes(curso.id) : RotaProgramas.curso(curso.id, curso.urlSlug);
}
