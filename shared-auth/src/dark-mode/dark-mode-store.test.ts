import { StorageKey } from '@portal/contracts';

type Modulo = typeof import('./dark-mode-store');

async function carregar(): Promise<Modulo> {
  let modulo!: Modulo;
  await jest.isolateModulesAsync(async () => {
    modulo = await import('./dark-mode-store');
  });
  return modulo;
}

let mudancaDoSistema: ((evento: { matches: boolean }) => void) | null = null;

/** matchMedia is the browser edge: jsdom has none, so the test provides the system's answer. */
function sistemaPrefereEscuro(escuro: boolean): void {
  const consulta = {
    matches: escuro,
    addEventListener: (_: string, fn: typeof mudancaDoSistema) => (mudancaDoSistema = fn),
  };
  window.matchMedia = jest.fn().mockReturnValue(consulta) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
  sistemaPrefereEscuro(false);
});

describe('estado inicial', () => {
  it('é escuro quando o body já tem a classe dark, mesmo com preferência salva "false"', async () => {
    document.body.classList.add('dark');
    localStorage.setItem(StorageKey.prefersDarkMode, 'false');
    expect((await carregar()).darkModeStore.getState().ativo).toBe(true);
  });

  it('segue a preferência salva quando o body não diz nada', async () => {
    sistemaPrefereEscuro(true);
    localStorage.setItem(StorageKey.prefersDarkMode, 'false');
    expect((await carregar()).darkModeStore.getState().ativo).toBe(false);
    localStorage.setItem(StorageKey.prefersDarkMode, 'true');
    expect((await carregar()).darkModeStore.getState().ativo).toBe(true);
  });

  it('sem preferência salva, segue o sistema (prefers-color-scheme)', async () => {
    sistemaPrefereEscuro(true);
    expect((await carregar()).darkModeStore.getState().ativo).toBe(true);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });
});

describe('alternar, ativar, desativar', () => {
  it('aplica a classe no body, salva a preferência e avisa quem ouve o evento', async () => {
    const modo = await carregar();
    const ouvinte = jest.fn();
    window.addEventListener(modo.EVENTO_MODO_ESCURO, ouvinte);

    modo.alternarModoEscuro();
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(StorageKey.prefersDarkMode)).toBe('true');
    expect(modo.darkModeStore.getState().ativo).toBe(true);
    expect((ouvinte.mock.calls[0]![0] as CustomEvent).detail).toEqual({ ativo: true });

    modo.desativarModoEscuro();
    expect(document.body.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(StorageKey.prefersDarkMode)).toBe('false');

    modo.ativarModoEscuro();
    expect(modo.darkModeStore.getState().ativo).toBe(true);
    window.removeEventListener(modo.EVENTO_MODO_ESCURO, ouvinte);
  });

  it('a preferência persiste: um novo carregamento começa no modo escolhido', async () => {
    (await carregar()).ativarModoEscuro();
    document.body.className = '';
    expect((await carregar()).darkModeStore.getState().ativo).toBe(true);
  });
});

describe('preferência do sistema', () => {
  it('é seguida quando muda, enquanto o usuário não escolheu', async () => {
    const modo = await carregar();
    modo.seguirPreferenciaDoSistema();
    mudancaDoSistema!({ matches: true });
    expect(modo.darkModeStore.getState().ativo).toBe(true);
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(StorageKey.prefersDarkMode)).toBeNull();
  });

  it('deixa de ser seguida depois que o usuário escolhe', async () => {
    const modo = await carregar();
    modo.seguirPreferenciaDoSistema();
    modo.desativarModoEscuro();
    mudancaDoSistema!({ matches: true });
    expect(modo.darkModeStore.getState().ativo).toBe(false);
  });
});
