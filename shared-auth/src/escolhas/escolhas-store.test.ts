import { StorageKey } from '@portal/contracts';
import {
  definirCursoEscolhido,
  definirFormatoCurso,
  definirInscricaoAtualizacao,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
  ehChaveDeEscolha,
  escolhasStore,
  limparEscolhasAposInscricao,
  recarregarEscolhas,
} from './escolhas-store';

beforeEach(() => localStorage.clear());

it('cada escolha vai para a sua chave, em JSON, e para o store', () => {
  definirCursoEscolhido({ idCurso: 3, idModalidade: 22 });
  expect(JSON.parse(localStorage.getItem(StorageKey.cursoEscolhido)!)).toEqual({
    idCurso: 3,
    idModalidade: 22,
  });
  expect(escolhasStore.getState().curso).toEqual({ idCurso: 3, idModalidade: 22 });
  definirCursoEscolhido(null);
  expect(localStorage.getItem(StorageKey.cursoEscolhido)).toBeNull();
});

it('depois de uma inscrição, limpa município, opção e rascunho e mantém o curso', () => {
  definirMunicipioEscolhido({ idMunicipio: 1 });
  definirCursoEscolhido({ idCurso: 3, idModalidade: 22 });
  definirOpcaoInscricao({ idTurmaPrincipal: 4 });
  definirInscricaoAtualizacao({ id: 8 });
  definirFormatoCurso({ formatoCurso: 'online' });
  limparEscolhasAposInscricao();
  expect(escolhasStore.getState()).toMatchObject({
    municipio: null,
    opcaoInscricao: null,
    inscricaoAtualizacao: null,
    curso: { idCurso: 3 },
    formatoCurso: { formatoCurso: 'online' },
  });
  expect(localStorage.getItem(StorageKey.municipioEscolhido)).toBeNull();
});

it('JSON corrompido no armazenamento vale como nenhuma escolha', async () => {
  localStorage.setItem(StorageKey.municipioEscolhido, '{quebrado');
  await jest.isolateModulesAsync(async () => {
    const { escolhasStore: recarregado } = await import('./escolhas-store');
    expect(recarregado.getState().municipio).toBeNull();
  });
});

it.each([
  ['municipio', StorageKey.municipioEscolhido, definirMunicipioEscolhido, { idMunicipio: 9 }],
  ['curso', StorageKey.cursoEscolhido, definirCursoEscolhido, { idCurso: 1, idModalidade: 2 }],
  ['opcaoInscricao', StorageKey.opcaoInscricao, definirOpcaoInscricao, { idTurmaPrincipal: 4 }],
  ['inscricaoAtualizacao', StorageKey.inscricaoAtualizacao, definirInscricaoAtualizacao, { id: 8 }],
  ['formatoCurso', StorageKey.formatoCurso, definirFormatoCurso, { formatoCurso: 'online' }],
] as const)(
  '%s: gravar, e null ou undefined removem do armazenamento e do store',
  (campo, chave, definir, valor) => {
    (definir as (v: unknown) => void)(valor);
    expect(JSON.parse(localStorage.getItem(chave)!)).toEqual(valor);
    expect(escolhasStore.getState()[campo]).toEqual(valor);
    (definir as (v: unknown) => void)(undefined);
    expect(localStorage.getItem(chave)).toBeNull();
    expect(escolhasStore.getState()[campo]).toBeNull();
  },
);

it('só as chaves das escolhas são chaves de escolha', () => {
  for (const chave of [StorageKey.municipioEscolhido, StorageKey.cursoEscolhido, StorageKey.formatoCurso])
    expect(ehChaveDeEscolha(chave)).toBe(true);
  for (const chave of [StorageKey.accessToken, StorageKey.prefersDarkMode, null, 'outra'])
    expect(ehChaveDeEscolha(chave)).toBe(false);
});

it('recarregar lê de novo o que outra aba gravou', () => {
  localStorage.setItem(StorageKey.municipioEscolhido, '{"idMunicipio":5}');
  recarregarEscolhas();
  expect(escolhasStore.getState().municipio).toEqual({ idMunicipio: 5 });
});
