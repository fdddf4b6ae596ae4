import { COOKIE_PREVIA, ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { registroConferido } from '../features/aplicativo/api/registro-conferido';
import { criarServicos } from './servicos';

jest.mock('../features/aplicativo/api/registro-conferido', () => ({
  registroConferido: jest.fn(async () => ({ registro: new Map(), problemas: [] })),
}));

/** A page the service worker answered from the device (decision 0406), with the registry it was composed with. */
function paginaDoAparelho() {
  document.head.innerHTML = '<meta name="portal-pagina-do-aparelho" content="2026-11-29T13:30:00.000Z">';
  document.body.innerHTML = `<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">{"remotes":{}}</script>`;
}

afterEach(() => {
  document.cookie = `${COOKIE_PREVIA}=; path=/; max-age=0`;
  jest.mocked(registroConferido).mockClear();
});

describe('o registro de uma página do aparelho', () => {
  // The live page was kept: under a tester's preview it must open from the network (decision 0903), and only the
  // boot knows of the preview. The conference was never told, and the kept page hydrated with the preview's code.
  it('com uma prévia neste navegador, a conferência sabe dela', async () => {
    paginaDoAparelho();
    document.cookie = `${COOKIE_PREVIA}=mfe_programas%3Av9; path=/`;
    await criarServicos().catalogo.iniciar();
    expect(registroConferido).toHaveBeenCalledWith('/remotes.json', { comPrevia: true });
  });

  it('sem prévia, a conferência também sabe', async () => {
    paginaDoAparelho();
    await criarServicos().catalogo.iniciar();
    expect(registroConferido).toHaveBeenCalledWith('/remotes.json', { comPrevia: false });
  });
});
