import { tokenDeTeste } from '../testes/jwt';
import { encerrarSessao, iniciarSessao } from './session-store';
import { guardarNoAparelho, lerDoAparelho } from './copia-do-usuario';

const entrar = (sid: number) => iniciarSessao({ token: tokenDeTeste({ sid }), refreshToken: `r-${sid}` });
const copias = () => Object.keys(localStorage).filter((k) => k.startsWith('copiaNoAparelho:'));

beforeEach(() => {
  encerrarSessao();
  localStorage.clear();
});

it('guarda a última resposta de uma tela do usuário, com a hora, na chave do seu id', () => {
  entrar(7);
  guardarNoAparelho('historico', [{ id: 1 }], 7);
  const copia = lerDoAparelho<{ id: number }[]>('historico');
  expect(copia?.dados).toEqual([{ id: 1 }]);
  expect(Math.abs(Date.now() - copia!.em)).toBeLessThan(5_000);
  expect(copias()).toEqual(['copiaNoAparelho:7:historico']);
});

it('nunca guarda a resposta sobre outra pessoa (a equipe abrindo a inscrição de um cidadão), nem sem sessão', () => {
  entrar(7);
  guardarNoAparelho('inscricao:9', { id: 9, idUsuario: 8 }, 8);
  encerrarSessao();
  guardarNoAparelho('historico', [], 7);
  expect(copias()).toEqual([]);
  expect(lerDoAparelho('historico')).toBeNull();
});

it('a saída apaga as cópias', () => {
  entrar(7);
  guardarNoAparelho('historico', [{ id: 1 }], 7);
  encerrarSessao();
  expect(copias()).toEqual([]);
});

it('outra pessoa que entra não encontra as cópias da anterior; a renovação da mesma pessoa as mantém', () => {
  entrar(7);
  guardarNoAparelho('historico', [{ id: 1 }], 7);
  entrar(7);
  expect(copias()).toEqual(['copiaNoAparelho:7:historico']);
  entrar(8);
  expect(copias()).toEqual([]);
  expect(lerDoAparelho('historico')).toBeNull();
});
