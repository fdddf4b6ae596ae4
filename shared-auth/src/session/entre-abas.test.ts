import { HttpNome, StorageKey } from '@portal/contracts';
import { servidorFalso } from '../testes/servidor-falso';
import { tokenDeTeste } from '../testes/jwt';

type SharedAuth = typeof import('../index');

const TOKEN_VELHO = tokenDeTeste({ sessao: 'velho' });
const TOKEN_NOVO = tokenDeTeste({ sessao: 'novo' });

/** navigator.locks as the browser gives it: one holder at a time per name, for every tab of the origin. */
function instalarTravaCompartilhada(): void {
  let fila: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (_nome: string, tarefa: () => Promise<unknown>) => {
      const vez = fila.then(tarefa);
      fila = vez.catch(() => undefined);
      return vez;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** A second copy of the module over the same localStorage is what another tab is. */
async function abrirAba(): Promise<SharedAuth> {
  let aba!: SharedAuth;
  await jest.isolateModulesAsync(async () => {
    aba = await import('../index');
  });
  return aba;
}

it('a aba que esperou a trava usa o token renovado pela outra, sem renovar de novo', async () => {
  instalarTravaCompartilhada();
  localStorage.setItem(StorageKey.accessToken, TOKEN_VELHO);
  localStorage.setItem(StorageKey.refreshToken, 'r1');
  const abaA = await abrirAba();
  const abaB = await abrirAba();
  const servidor = servidorFalso((config) => {
    if (config.url === abaA.URL_REFRESH)
      return { status: 200, data: { token: TOKEN_NOVO, refreshToken: 'r2' } };
    return config.headers.get('Authorization') === `Bearer ${TOKEN_NOVO}`
      ? { status: 200, data: 'ok' }
      : { status: 401, headers: { [HttpNome.tokenExpired]: 'true' } };
  });
  abaA.http.defaults.adapter = servidor.adapter;
  abaB.http.defaults.adapter = servidor.adapter;

  const [a, b] = await Promise.all([abaA.http.get('/v1/a'), abaB.http.get('/v1/b')]);

  expect([a.data, b.data]).toEqual(['ok', 'ok']);
  expect(servidor.recebidas.filter((c) => c.url === abaA.URL_REFRESH)).toHaveLength(1);
  expect(abaB.sessionStore.getState().token).toBe(TOKEN_NOVO);
});

it('um evento storage de outra aba atualiza a sessão e as escolhas desta', async () => {
  const aba = await abrirAba();
  localStorage.setItem(StorageKey.accessToken, TOKEN_NOVO);
  window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.accessToken }));
  expect(aba.sessionStore.getState().user?.id).toBe(42);

  localStorage.setItem(StorageKey.cursoEscolhido, JSON.stringify({ idCurso: 7, idModalidade: 22 }));
  window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.cursoEscolhido }));
  expect(aba.escolhasStore.getState().curso).toEqual({ idCurso: 7, idModalidade: 22 });

  localStorage.removeItem(StorageKey.accessToken);
  window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.accessToken }));
  expect(aba.sessionStore.getState()).toMatchObject({ user: null, token: null });
  expect(aba.escolhasStore.getState().curso).toBeNull();
});

// The gov.br identity is in localStorage, shared by the tabs: the other tab's sign-in removed it there, and this tab
// kept comparing the new person's e-mail with the previous person's gov.br one.
it('outra pessoa entrando com senha em outra aba tira desta a identidade gov.br de quem estava', async () => {
  localStorage.clear();
  const abaA = await abrirAba();
  const abaB = await abrirAba();
  abaA.definirIdentidadeGovBr({ email: 'a@gov.br', name: 'Pessoa A' }, 'token-gov-de-A');
  abaA.iniciarSessao({ token: tokenDeTeste({ sid: 7, email: 'a@gov.br' }), refreshToken: 'r1' });
  abaB.iniciarSessao({ token: tokenDeTeste({ sid: 8, email: 'b@exemplo.com.br' }), refreshToken: 'r2' });
  window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.accessToken }));
  expect(abaA.sessionStore.getState().user?.id).toBe(8);
  expect(abaA.sessionStore.getState().identidadeGovBr).toBeNull();
  expect(abaA.avaliarGuardaLogin('/inscricao/historico')).toEqual({ permitir: true });
});

it('o modo escuro escolhido em outra aba é seguido nesta', async () => {
  const aba = await abrirAba();
  localStorage.setItem(StorageKey.prefersDarkMode, 'true');
  window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.prefersDarkMode }));
  expect(aba.darkModeStore.getState().ativo).toBe(true);
  expect(document.body.classList.contains('dark')).toBe(true);
});

it('uma chave que não é da sessão, das escolhas nem do modo escuro não muda nada nesta aba', async () => {
  localStorage.clear();
  document.body.className = '';
  const aba = await abrirAba();
  localStorage.setItem(StorageKey.accessToken, TOKEN_NOVO);
  localStorage.setItem(StorageKey.cursoEscolhido, JSON.stringify({ idCurso: 7, idModalidade: 22 }));
  localStorage.setItem(StorageKey.prefersDarkMode, 'true');
  window.dispatchEvent(new StorageEvent('storage', { key: 'outra-chave' }));
  expect(aba.sessionStore.getState().user).toBeNull();
  expect(aba.escolhasStore.getState().curso).toBeNull();
  expect(aba.darkModeStore.getState().ativo).toBe(false);
});

it('o armazenamento esvaziado em outra aba (chave nula) relê a sessão e as escolhas', async () => {
  localStorage.clear();
  localStorage.setItem(StorageKey.accessToken, TOKEN_NOVO);
  localStorage.setItem(StorageKey.cursoEscolhido, JSON.stringify({ idCurso: 7, idModalidade: 22 }));
  const aba = await abrirAba();
  expect(aba.escolhasStore.getState().curso).not.toBeNull();
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(aba.sessionStore.getState().user).toBeNull();
  expect(aba.escolhasStore.getState().curso).toBeNull();
});

it('ouvir as outras abas duas vezes registra um ouvinte só', async () => {
  const ouvir = jest.spyOn(window, 'addEventListener');
  await jest.isolateModulesAsync(async () => {
    const { ouvirOutrasAbas } = await import('./entre-abas');
    ouvirOutrasAbas();
    ouvirOutrasAbas();
  });
  expect(ouvir.mock.calls.filter(([tipo]) => tipo === 'storage')).toHaveLength(1);
  ouvir.mockRestore();
});
