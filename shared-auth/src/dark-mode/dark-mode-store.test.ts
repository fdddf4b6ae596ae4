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

describe('outra aba e o carregamento da página', () => {
  it('segue a escolha feita em outra aba, sem gravá-la de novo, e avisa quem ouve o evento', async () => {
    const modo = await carregar();
    const avisos: boolean[] = [];
    window.addEventListener(modo.EVENTO_MODO_ESCURO, (e) => avisos.push((e as CustomEvent).detail.ativo));
    expect(modo.EVENTO_MODO_ESCURO).toBe('portal:modo-escuro');
    const gravar = jest.spyOn(Storage.prototype, 'setItem');
    for (const ativo of [true, false]) {
      localStorage.setItem(StorageKey.prefersDarkMode, String(ativo));
      gravar.mockClear();
      modo.sincronizarModoEscuroComArmazenamento();
      expect([modo.darkModeStore.getState().ativo, document.body.classList.contains('dark')]).toEqual([
        ativo,
        ativo,
      ]);
      expect(gravar).not.toHaveBeenCalled();
    }
    expect(avisos).toEqual([true, false]);
    gravar.mockRestore();
  });

  it('um valor salvo que não é true nem false (ou nenhum) não muda nada', async () => {
    const modo = await carregar();
    modo.ativarModoEscuro();
    for (const valor of ['sim', null]) {
      if (valor === null) localStorage.removeItem(StorageKey.prefersDarkMode);
      else localStorage.setItem(StorageKey.prefersDarkMode, valor);
      modo.sincronizarModoEscuroComArmazenamento();
      expect(modo.darkModeStore.getState().ativo).toBe(true);
      expect(document.body.classList.contains('dark')).toBe(true);
    }
  });

  it('no carregamento, a página fica como o estado inicial, sem gravar preferência', async () => {
    sistemaPrefereEscuro(true);
    const modo = await carregar();
    document.body.className = '';
    modo.aplicarModoEscuroInicial();
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(StorageKey.prefersDarkMode)).toBeNull();
    sistemaPrefereEscuro(false);
    document.body.className = '';
    const claro = await carregar();
    document.body.className = 'dark outra';
    claro.aplicarModoEscuroInicial();
    expect(document.body.className).toBe('outra');
  });

  it('a consulta ao sistema é a de prefers-color-scheme: dark', async () => {
    const modo = await carregar();
    modo.seguirPreferenciaDoSistema();
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });

  it('sem matchMedia (navegador antigo), começa claro e não segue o sistema', async () => {
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    const modo = await carregar();
    expect(modo.darkModeStore.getState().ativo).toBe(false);
    expect(() => modo.seguirPreferenciaDoSistema()).not.toThrow();
  });
});
