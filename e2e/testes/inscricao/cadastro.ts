/** Candidates ready to enrol, created through the real API: account, confirmed e-mail, registration records. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ProgramaPortal } from '@portal/contracts';
import { confirmarEmail, criarConta, type ContaCriada } from '..';
import { cabecalhos, entrarNoNavegador } from './sessao';

/** A candidate who may enrol: confirmed e-mail and the three registration records, created through the API. */
export async function criarCandidatoCompleto(
  request: APIRequestContext,
  dataNascimento = '10/05/1995',
): Promise<ContaCriada> {
  const conta = await criarConta(request, { dataNascimento });
  await confirmarEmail(request, conta);
  await registrarNoCadastro(request, conta, dataNascimento, ETAPAS_DO_CADASTRO);
  return conta;
}

/**
 * A new candidate who may enrol, signed in in the browser (on `ondeGuardar`, see entrarNoNavegador), and the Empreenda
 * SP course named `nomeDoCurso`.
 */
export async function candidatoDianteDoCursoDoEmpreenda(
  page: Page,
  request: APIRequestContext,
  nomeDoCurso: string,
  ondeGuardar?: string,
): Promise<{ conta: ContaCriada; curso: { id: number; nome: string } }> {
  const cursos = (await (
    await request.get(`/v1/cursos?modalidade=${ProgramaPortal.EmpreendaSP}`)
  ).json()) as { id: number; nome: string }[];
  const curso = cursos.find((c) => c.nome === nomeDoCurso)!;
  const conta = await criarCandidatoCompleto(request);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha, ondeGuardar);
  return { conta, curso };
}

/** The registration records, in the order the portal asks for them (spec §4, registration sequence). */
export const ETAPAS_DO_CADASTRO = ['dadosCadastrais', 'endereco', 'socioeconomico'] as const;
export type EtapaDoCadastro = (typeof ETAPAS_DO_CADASTRO)[number];

/** Creates some of the account's registration records through the API (a walk visits the pages in between). */
export async function registrarNoCadastro(
  request: APIRequestContext,
  conta: ContaCriada,
  dataNascimento: string,
  etapas: readonly EtapaDoCadastro[],
): Promise<void> {
  const headers = await cabecalhos(request, conta.token);
  const idUsuario = conta.id;
  const registros: [string, string, object][] = [
    [
      'POST',
      '/v1/candidato/viaRapida/dadosCadastrais/create',
      {
        nome: 'Teste Ponta a Ponta',
        cpf: conta.cpf,
        dataNascimento,
        sexo: 'O',
        racaCor: 'NAO_DECLARADA',
        possuiDeficiencia: false,
        telefone: '11987654321',
        email: conta.email,
      },
    ],
    [
      'POST',
      '/v1/candidato/viaRapida/endereco/create',
      {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        municipio: 'São Paulo',
        idMunicipio: 3550308,
        uf: 'SP',
      },
    ],
    [
      'PUT',
      '/v1/candidato/viaRapida/dadossocioeconomicos',
      {
        idGrauInstrucao: 5,
        idStatusGraduacao: 2,
        rendaFamiliar: 'DE_1_A_2',
        pessoasResidencia: 3,
        situacaoTrabalho: 'DESEMPREGADO',
        recebeBeneficioSocial: false,
      },
    ],
  ];
  const pedidas = registros.filter((_, i) => etapas.includes(ETAPAS_DO_CADASTRO[i]!));
  for (const [method, url, corpo] of pedidas) {
    const resposta = await request.fetch(url, { method, data: { ...corpo, idUsuario }, headers });
    expect(resposta.status(), `${url}: ${await resposta.text()}`).toBe(201);
  }
}
