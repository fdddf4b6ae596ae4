import { Mensagem, StorageKey } from '@portal/contracts';
import type { UsuarioLogado } from '../session/token';
import { definirIdentidadeGovBr, encerrarSessao, iniciarSessao } from '../session/session-store';
import { tokenDeTeste } from '../testes/jwt';
import { avaliarGuardaLogin, guardaLogin, guardaTermosPendentes } from './guarda-login';

const candidato: UsuarioLogado = {
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  role: 'Candidato',
  aceitouTermo: true,
  uf: 'SP',
};
const URL = '/inscricao/historico?x=1';
const PAPEIS = ['Candidato', 'Administrador'];

describe('guardaLogin: as quatro verificações da seção 4, em ordem', () => {
  it('1. sem login: aviso "Efetue o login para continuar" e login com a URL de retorno', () => {
    expect(guardaLogin({ user: null, url: URL, papeis: ['Outro'] })).toEqual({
      permitir: false,
      redirecionar: '/usuario/login?returnUrl=%2Finscricao%2Fhistorico%3Fx%3D1',
      aviso: { texto: Mensagem.efetueLoginParaContinuar, cor: 'warning', tipo: 'toast' },
    });
  });

  it('2. papel fora da lista vai para error/forbidden antes de olhar os termos', () => {
    const visitante = { ...candidato, role: 'Secretaria', aceitouTermo: false };
    expect(guardaLogin({ user: visitante, url: URL, papeis: PAPEIS })).toEqual({
      permitir: false,
      redirecionar: '/error/forbidden',
    });
  });

  it('3. candidato sem termo aceito vai para atualizar-cadastro com a URL de retorno, antes do e-mail', () => {
    const semTermo = { ...candidato, aceitouTermo: false };
    expect(
      guardaLogin({ user: semTermo, url: URL, papeis: PAPEIS, identidadeEmail: 'outro@gov.br' }),
    ).toEqual({
      permitir: false,
      redirecionar: '/usuario/atualizar-cadastro?returnUrl=%2Finscricao%2Fhistorico%3Fx%3D1',
    });
  });

  it('4. e-mail diferente do gov.br sem atualizouEmail: alerta pedindo para confirmar e Salvar, e usuario/edit', () => {
    expect(guardaLogin({ user: candidato, url: URL, identidadeEmail: 'ana.gov@gov.br' })).toEqual({
      permitir: false,
      redirecionar: '/usuario/edit',
      aviso: { texto: Mensagem.confirmeDadosESalve, cor: 'warning', tipo: 'alerta' },
    });
  });

  it('4. com atualizouEmail guardado, ou e-mail igual (sem diferenciar maiúsculas), permite', () => {
    expect(
      guardaLogin({ user: candidato, url: URL, identidadeEmail: 'x@gov.br', atualizouEmail: true }),
    ).toEqual({ permitir: true });
    expect(guardaLogin({ user: candidato, url: URL, identidadeEmail: 'ANA@example.com' })).toEqual({
      permitir: true,
    });
  });

  it('4. na própria usuario/edit não redireciona de novo (evita laço)', () => {
    expect(guardaLogin({ user: candidato, url: '/usuario/edit', identidadeEmail: 'x@gov.br' })).toEqual({
      permitir: true,
    });
  });

  // Spec §6 (issue 28 §14): "One login guard additionally requires the role Candidato when the route lists roles".
  it('a guarda de login do cidadão exige o papel Candidato: o Administrador listado vai para error/forbidden', () => {
    const admin = { ...candidato, role: 'Administrador' };
    expect(guardaLogin({ user: admin, url: URL, papeis: PAPEIS, exigeCandidato: true })).toEqual({
      permitir: false,
      redirecionar: '/error/forbidden',
    });
    expect(guardaLogin({ user: candidato, url: URL, papeis: PAPEIS, exigeCandidato: true })).toEqual({
      permitir: true,
    });
  });

  it('administrador sem termo aceito passa (o passo 3 é só para candidatos)', () => {
    const admin = { ...candidato, role: 'Administrador', aceitouTermo: false };
    expect(guardaLogin({ user: admin, url: URL, papeis: PAPEIS })).toEqual({ permitir: true });
  });
});

describe('guardaLogin: os limites de cada verificação', () => {
  it('uma lista de papéis vazia (ou nenhuma) não barra ninguém, nem com exigeCandidato', () => {
    const secretaria = { ...candidato, role: 'Secretaria' };
    for (const papeis of [[], undefined])
      expect(guardaLogin({ user: secretaria, url: URL, papeis, exigeCandidato: true })).toEqual({
        permitir: true,
      });
  });

  it('o e-mail é comparado sem os espaços das pontas', () => {
    expect(guardaLogin({ user: candidato, url: URL, identidadeEmail: '  ana@example.com ' })).toEqual({
      permitir: true,
    });
    const comEspaco = { ...candidato, email: ' ana@example.com  ' };
    expect(guardaLogin({ user: comEspaco, url: URL, identidadeEmail: 'ana@example.com' })).toEqual({
      permitir: true,
    });
  });

  it('usuario/edit com consulta ou âncora ainda é a página de edição (sem laço)', () => {
    for (const url of ['/usuario/edit?x=1', '/usuario/edit#email'])
      expect(guardaLogin({ user: candidato, url, identidadeEmail: 'x@gov.br' })).toEqual({ permitir: true });
  });

  it('sem e-mail do gov.br, não há divergência', () => {
    for (const identidadeEmail of [null, undefined, ''])
      expect(guardaLogin({ user: candidato, url: URL, identidadeEmail })).toEqual({ permitir: true });
  });
});

describe('avaliarGuardaLogin lê a sessão e o armazenamento atuais', () => {
  beforeEach(() => {
    encerrarSessao();
    localStorage.clear();
  });

  it('usa a identidade gov.br e a chave atualizouEmail', () => {
    iniciarSessao({ token: tokenDeTeste({ email: 'maria@example.com' }), refreshToken: 'r' });
    definirIdentidadeGovBr({ email: 'maria@gov.br', name: 'Maria' });
    expect(avaliarGuardaLogin(URL, PAPEIS)).toMatchObject({ permitir: false, redirecionar: '/usuario/edit' });
    localStorage.setItem(StorageKey.atualizouEmail, 'true');
    expect(avaliarGuardaLogin(URL, PAPEIS)).toEqual({ permitir: true });
    localStorage.setItem(StorageKey.atualizouEmail, 'false');
    expect(avaliarGuardaLogin(URL, PAPEIS)).toMatchObject({ permitir: false, redirecionar: '/usuario/edit' });
  });

  it('sem identidade do gov.br, nada a conferir; exigeCandidato chega à guarda', () => {
    iniciarSessao({ token: tokenDeTeste({ role: 'Administrador' }), refreshToken: 'r' });
    expect(avaliarGuardaLogin(URL, PAPEIS)).toEqual({ permitir: true });
    expect(avaliarGuardaLogin(URL, PAPEIS, { exigeCandidato: true })).toEqual({
      permitir: false,
      redirecionar: '/error/forbidden',
    });
  });
});

describe('guardaTermosPendentes', () => {
  it('permite só enquanto os termos não foram aceitos', () => {
    expect(guardaTermosPendentes({ user: { ...candidato, aceitouTermo: false } })).toEqual({
      permitir: true,
    });
  });

  it('com termos aceitos, vai para usuario/conta', () => {
    expect(guardaTermosPendentes({ user: candidato })).toEqual({
      permitir: false,
      redirecionar: '/usuario/conta',
    });
  });

  it('sem login e sem URL, o retorno é a própria atualizar-cadastro', () => {
    expect(guardaTermosPendentes({ user: null })).toMatchObject({
      redirecionar: '/usuario/login?returnUrl=%2Fusuario%2Fatualizar-cadastro',
    });
  });

  it('sem login, vai ao login com a URL de retorno', () => {
    expect(guardaTermosPendentes({ user: null, url: '/usuario/atualizar-cadastro' })).toMatchObject({
      redirecionar: '/usuario/login?returnUrl=%2Fusuario%2Fatualizar-cadastro',
    });
  });
});
