import { act, renderHook } from '@testing-library/react';
import { catalogoCom, federacaoQueFalha } from '../../../testes/area-remota';
import { ESPERAS_ENTRE_TENTATIVAS_MS, useLifecyclesDoRemoto } from './use-lifecycles-do-remoto';

const TODAS_AS_ESPERAS_MS = ESPERAS_ENTRE_TENTATIVAS_MS.reduce((soma, espera) => soma + espera, 0);

/** Decision 0414: a load with waits ends when the area goes away or another try starts, wait and all. */
describe('useLifecyclesDoRemoto, um carregamento com esperas', () => {
  let federacao: ReturnType<typeof federacaoQueFalha>;
  let erros: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    federacao = federacaoQueFalha(0);
    erros = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The browser says it is online: only then are the waits tried at all.
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  async function emEspera() {
    const catalogo = catalogoCom(federacao);
    const hook = renderHook(() => useLifecyclesDoRemoto('mfe_usuario', catalogo));
    await act(async () => undefined);
    expect(hook.result.current.estado.fase).toBe('indisponivel');
    await act(async () => hook.result.current.tentarComEsperas());
    expect(hook.result.current.estado).toEqual({ fase: 'carregando', comEsperas: true });
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
    return hook;
  }

  it('a área desmontada no meio de uma espera não tenta mais nem registra falha', async () => {
    const { unmount } = await emEspera();
    const errosAntes = erros.mock.calls.length;
    unmount();
    await act(async () => void jest.advanceTimersByTime(TODAS_AS_ESPERAS_MS));
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
    expect(erros).toHaveBeenCalledTimes(errosAntes);
  });

  it('uma nova tentativa no meio das esperas encerra as da anterior', async () => {
    const { result } = await emEspera();
    await act(async () => result.current.tentarNovamente());
    expect(result.current.estado.fase).toBe('indisponivel');
    expect(federacao.loadRemote).toHaveBeenCalledTimes(3);
    await act(async () => void jest.advanceTimersByTime(TODAS_AS_ESPERAS_MS));
    expect(federacao.loadRemote).toHaveBeenCalledTimes(3);
    expect(result.current.estado.fase).toBe('indisponivel');
  });
});
