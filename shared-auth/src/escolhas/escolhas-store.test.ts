import { StorageKey } from '@portal/contracts';
import {
  definirCursoEscolhido,
  definirFormatoCurso,
  definirInscricaoAtualizacao,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
  escolhasStore,
  limparEscolhasAposInscricao,
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
