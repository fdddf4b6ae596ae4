import { PREFIXO_DOS_RASCUNHOS, StorageKey } from '@portal/contracts';
import { tokenDeTeste } from '../testes/jwt';
import { avaliarGuardaLogin } from '../guards/guarda-login';
import {
  escolhasStore,
  definirCursoEscolhido,
  definirFormatoCurso,
  definirInscricaoAtualizacao,
  definirMunicipioEscolhido,
  definirOpcaoInscricao,
} from '../escolhas/escolhas-store';
import {
  definirIdentidadeGovBr,
  encerrarSessao,
  iniciarSessao,
  removerToken,
  sessionStore,
} from './session-store';

beforeEach(() => {
  encerrarSessao();
  localStorage.clear();
});

function escolherTudo(): void {
  definirMunicipioEscolhido({ idMunicipio: 3550308 });
  definirCursoEscolhido({ idCurso: 10, idModalidade: 22 });
  definirOpcaoInscricao({ idTurmaPrincipal: 5 });
  definirInscricaoAtualizacao({ id: 9 });
  definirFormatoCurso({ formatoCurso: 'presencial' });
}

it('o login guarda os dois tokens e lê o usuário do token', () => {
  const token = tokenDeTeste({ sid: 7, aceitouTermo: false, uf: null });
  const user = iniciarSessao({ token, refreshToken: 'r1' });
  expect(user).toEqual({
    id: 7,
    name: 'Maria José da Silva',
    email: 'maria@example.com',
    role: 'Candidato',
    aceitouTermo: false,
    uf: null,
    nomeSocial: null,
  });
  expect(localStorage.getItem(StorageKey.accessToken)).toBe(token);
  expect(localStorage.getItem(StorageKey.refreshToken)).toBe('r1');
  expect(sessionStore.getState()).toMatchObject({ user, token, refreshToken: 'r1' });
});

it('recusa um token que não descreve um usuário', () => {
  expect(() => iniciarSessao({ token: 'isto.nao.e-um-jwt', refreshToken: 'r' })).toThrow(
    /Token de acesso inválido/,
  );
  expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
});

it('remover o token limpa curso, município, opção e rascunho, mas não o formato do curso', () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  escolherTudo();
  removerToken();
  for (const chave of [
    StorageKey.cursoEscolhido,
    StorageKey.municipioEscolhido,
    StorageKey.opcaoInscricao,
    StorageKey.inscricaoAtualizacao,
  ]) {
    expect(localStorage.getItem(chave)).toBeNull();
  }
  expect(escolhasStore.getState()).toEqual({
    municipio: null,
    curso: null,
    opcaoInscricao: null,
    inscricaoAtualizacao: null,
    formatoCurso: { formatoCurso: 'presencial' },
  });
  expect(sessionStore.getState().user).toBeNull();
});

it('o logout remove os dois tokens, o usuário e a identidade gov.br', () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  definirIdentidadeGovBr({ email: 'maria@gov.br', name: 'Maria' }, 'gov-access');
  expect(localStorage.getItem(StorageKey.accessTokenGov)).toBe('gov-access');
  encerrarSessao();
  expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  expect(localStorage.getItem(StorageKey.refreshToken)).toBeNull();
  expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
  expect(sessionStore.getState()).toEqual({
    user: null,
    token: null,
    refreshToken: null,
    identidadeGovBr: null,
  });
});

// The birth date decides the enrolment age checks and atualizouEmail skips access check 4 (spec §4): both describe one
// person, and the next person on a shared device must be judged by their own.
describe('a data de nascimento e o atualizouEmail são de uma pessoa', () => {
  const guardarDadosDaPessoa = () => {
    localStorage.setItem(StorageKey.dataNascimento, '10-10-1960');
    localStorage.setItem(StorageKey.atualizouEmail, 'true');
  };
  const dadosDaPessoa = () => [
    localStorage.getItem(StorageKey.dataNascimento),
    localStorage.getItem(StorageKey.atualizouEmail),
  ];

  it('o logout apaga a data de nascimento; o atualizouEmail fica para a mesma pessoa', () => {
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r1' });
    guardarDadosDaPessoa();
    encerrarSessao();
    expect(dadosDaPessoa()).toEqual([null, 'true']);
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r2' });
    expect(dadosDaPessoa()).toEqual([null, 'true']);
    encerrarSessao();
    iniciarSessao({ token: tokenDeTeste({ sid: 8 }), refreshToken: 'r3' });
    expect(dadosDaPessoa()).toEqual([null, null]);
  });

  it('quem entra depois de outra pessoa, sem logout entre os dois, não os herda', () => {
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r1' });
    guardarDadosDaPessoa();
    removerToken();
    iniciarSessao({ token: tokenDeTeste({ sid: 8 }), refreshToken: 'r2' });
    expect(dadosDaPessoa()).toEqual([null, null]);
  });

  /**
   * Person 7 leaves `valor` in the tab's sessionStorage under `chave` and signs out: it is still there when 7 signs in
   * again, and gone when person 8 signs in after.
   */
  function ficaParaAMesmaPessoaESomeParaOutra(chave: string, valor: string) {
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r1' });
    sessionStorage.setItem(chave, valor);
    encerrarSessao();
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r2' });
    expect(sessionStorage.getItem(chave)).toBe(valor);
    encerrarSessao();
    iniciarSessao({ token: tokenDeTeste({ sid: 8 }), refreshToken: 'r3' });
    expect(sessionStorage.getItem(chave)).toBeNull();
  }

  // A form draft (ui's useRascunho) survives a session that expires mid-form, for the same person to finish it.
  it('os rascunhos de formulário ficam para a mesma pessoa e somem quando outra entra', () => {
    ficaParaAMesmaPessoaESomeParaOutra(
      `${PREFIXO_DOS_RASCUNHOS}primeiro-emprego-questionario`,
      '{"1":"Sim"}',
    );
  });

  // oidc-client-ts keeps the gov.br user (the ID token with CPF, name and e-mail, and gov.br's token) in the tab's
  // sessionStorage until gov.br's own sign-out. After a session that expired, the next person in the tab found it.
  it('o usuário do gov.br da pessoa anterior some quando outra entra com senha; o de quem entra pelo gov.br fica', () => {
    const usuarioGovbr = 'oidc.user:http://localhost:4000/:portal';
    ficaParaAMesmaPessoaESomeParaOutra(usuarioGovbr, '{"id_token":"de-quem-saiu"}');
    // A gov.br sign-in keeps its own: the callback stored it, and the shell told the session first.
    encerrarSessao();
    sessionStorage.setItem(usuarioGovbr, '{"id_token":"de-quem-entra"}');
    definirIdentidadeGovBr({ email: 'maria@gov.br', name: 'Maria' });
    iniciarSessao({ token: tokenDeTeste({ sid: 9 }), refreshToken: 'r4' });
    expect(sessionStorage.getItem(usuarioGovbr)).toBe('{"id_token":"de-quem-entra"}');
  });

  // A gov.br session never closed leaves its identity behind: the next person's login guard compared their e-mail
  // with it, and their sign-out went to gov.br's sign-out for the previous person.
  it('quem entra com senha sobre a sessão gov.br de outra pessoa não herda a identidade, o token nem o usuário gov.br dela', () => {
    const usuarioGovbr = 'oidc.user:http://localhost:4000/:portal';
    sessionStorage.setItem(usuarioGovbr, '{"id_token":"da-pessoa-A"}');
    definirIdentidadeGovBr({ email: 'a@gov.br', name: 'Pessoa A' }, 'token-gov-de-A');
    iniciarSessao({ token: tokenDeTeste({ sid: 7, email: 'a@gov.br' }), refreshToken: 'r1' });
    // A renewal of A's own token keeps what A's gov.br sign-in stored.
    iniciarSessao({ token: tokenDeTeste({ sid: 7, email: 'a@gov.br' }), refreshToken: 'r2' });
    expect(sessionStore.getState().identidadeGovBr).toEqual({ email: 'a@gov.br', name: 'Pessoa A' });
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBe('token-gov-de-A');

    iniciarSessao({ token: tokenDeTeste({ sid: 8, email: 'b@exemplo.com.br' }), refreshToken: 'r3' });
    expect(sessionStorage.getItem(usuarioGovbr)).toBeNull();
    expect(sessionStore.getState().identidadeGovBr).toBeNull();
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
    expect(localStorage.getItem('identidadeGovBr')).toBeNull();
    expect(avaliarGuardaLogin('/inscricao/historico')).toEqual({ permitir: true });
  });

  // Issue 30 item 3: the shell stores the gov.br identity before the API opens the session; when that exchange
  // failed, the mark stayed, and a password sign-in by someone else on the same page kept that gov.br identity, token
  // and user (the login guard compared the newcomer with them, their sign-out went to gov.br for that person).
  it('uma entrada gov.br que não chegou a abrir a sessão não deixa a identidade nem a marca para quem entra depois', () => {
    const usuarioGovbr = 'oidc.user:http://localhost:4000/:portal';
    sessionStorage.setItem(usuarioGovbr, '{"id_token":"da-pessoa-A"}');
    definirIdentidadeGovBr({ email: 'a@gov.br', name: 'Pessoa A' }, 'token-gov-de-A');
    // The exchange with the API failed: the shell drops what it stored.
    definirIdentidadeGovBr(null);
    expect(sessionStore.getState().identidadeGovBr).toBeNull();
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
    expect(localStorage.getItem('identidadeGovBr')).toBeNull();

    iniciarSessao({ token: tokenDeTeste({ sid: 8, email: 'b@exemplo.com.br' }), refreshToken: 'r1' });
    expect(sessionStorage.getItem(usuarioGovbr)).toBeNull();
    expect(sessionStore.getState().identidadeGovBr).toBeNull();
    expect(avaliarGuardaLogin('/inscricao/historico')).toEqual({ permitir: true });
  });

  it('a renovação do token e um novo login da mesma pessoa os mantêm', () => {
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r1' });
    guardarDadosDaPessoa();
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r2' });
    removerToken();
    iniciarSessao({ token: tokenDeTeste({ sid: 7 }), refreshToken: 'r3' });
    expect(dadosDaPessoa()).toEqual(['10-10-1960', 'true']);
  });
});

it('a sessão sobrevive a um recarregamento (lida do armazenamento ao carregar o módulo)', async () => {
  const token = tokenDeTeste({ sid: 99 });
  iniciarSessao({ token, refreshToken: 'r9' });
  definirIdentidadeGovBr({ email: 'maria@gov.br', name: 'Maria' });
  await jest.isolateModulesAsync(async () => {
    const recarregado = await import('./session-store');
    expect(recarregado.sessionStore.getState()).toMatchObject({
      token,
      refreshToken: 'r9',
      user: { id: 99 },
      identidadeGovBr: { email: 'maria@gov.br', name: 'Maria' },
    });
  });
});

describe('a sessão guardada e a página que o servidor pré-renderizou', () => {
  it('o estado inicial é o de um visitante (o do servidor); o atual é o de quem entrou', () => {
    localStorage.setItem(StorageKey.accessToken, tokenDeTeste({ name: 'Maria Silva' }));
    localStorage.setItem(StorageKey.refreshToken, 'r');
    jest.isolateModules(() => {
      // A fresh module, as on a page load with a session stored.
      const { sessionStore: aoCarregar } =
        jest.requireActual<typeof import('./session-store')>('./session-store');
      expect(aoCarregar.getState().user?.name).toBe('Maria Silva');
      // zustand's useStore gives React this state while it hydrates: it must match the server's HTML.
      expect(aoCarregar.getInitialState()).toEqual({
        user: null,
        token: null,
        refreshToken: null,
        identidadeGovBr: null,
      });
    });
  });
});
