import { act, render, screen } from '@testing-library/react';
import {
  alternarModoEscuro,
  definirCursoEscolhido,
  encerrarSessao,
  iniciarSessao,
  primeiroNome,
  useEscolhas,
  useModoEscuro,
  useSession,
  useUsuario,
} from './index';
import { tokenDeTeste } from './testes/jwt';

/** A header like the shell's: it must re-render when the session changes outside React (login, refresh, other tab). */
function Cabecalho() {
  const user = useUsuario();
  const papel = useSession((s) => s.user?.role ?? 'Visitante');
  const escuro = useModoEscuro();
  const curso = useEscolhas((e) => e.curso?.idCurso ?? null);
  return (
    <p>
      Olá, {primeiroNome(user)} ({papel}) · {escuro ? 'escuro' : 'claro'} · curso {curso ?? 'nenhum'}
    </p>
  );
}

beforeEach(() => {
  encerrarSessao();
  localStorage.clear();
  document.body.className = '';
});

it('os hooks acompanham os stores, que mudam fora do React', () => {
  render(<Cabecalho />);
  expect(screen.getByText('Olá, visitante (Visitante) · claro · curso nenhum')).toBeTruthy();
  act(() => {
    iniciarSessao({ token: tokenDeTeste({ name: 'Ana Lúcia Prado', role: 'Candidato' }), refreshToken: 'r' });
    definirCursoEscolhido({ idCurso: 12, idModalidade: 22 });
    alternarModoEscuro();
  });
  expect(screen.getByText('Olá, Ana (Candidato) · escuro · curso 12')).toBeTruthy();
  act(() => encerrarSessao());
  expect(screen.getByText('Olá, visitante (Visitante) · escuro · curso nenhum')).toBeTruthy();
});
