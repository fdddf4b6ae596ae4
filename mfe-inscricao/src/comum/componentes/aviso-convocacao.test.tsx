import { screen, within } from '@testing-library/react';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { inscricao } from '../../testes/fixtures';
import { renderizarEm } from '../../testes/renderizar';
import { AvisoConvocacao, AvisoConvocacaoDoCandidato } from './aviso-convocacao';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

const convocada = inscricao({
  id: 502,
  idStatusInscricao: 3,
  idConvocacao: 9001,
  prazoConvocacao: '2026-11-27T02:59:59.000Z',
});

describe('AvisoConvocacao', () => {
  it('a pending call-up is a polite notice (not a dialog) with the deadline and the way to the history page', () => {
    renderizarEm(<AvisoConvocacao inscricoes={[inscricao(), convocada]} />, '*', '/meus-cursos/todos/todos');
    const aviso = screen.getByRole('region', { name: 'Convocação para matrícula' });
    expect(aviso.closest('[role="status"]')).not.toBeNull();
    expect(aviso).toHaveTextContent(
      'Você foi convocado(a) para o curso Assistente Administrativo. Confirme até 26/11/2026.',
    );
    expect(within(aviso).getByRole('link')).toHaveAttribute('href', '/inscricao/historico');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing (but keeps the live region) when nothing is pending', () => {
    renderizarEm(<AvisoConvocacao inscricoes={[inscricao()]} />, '*', '/meus-cursos/todos/todos');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('on a page that does not list every enrolment, it reads them itself', async () => {
    fingirRede({ 'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': { data: [convocada] } });
    renderizarEm(<AvisoConvocacaoDoCandidato />, '*', '/meus-cursos/ativos/todos');
    expect(await screen.findByRole('region', { name: 'Convocação para matrícula' })).toBeInTheDocument();
  });
});
