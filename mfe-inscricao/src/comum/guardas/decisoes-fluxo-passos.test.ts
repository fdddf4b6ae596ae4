import { CURSO_EDIT, CURSO_FORM, PERMITE, UNIDADE_FORM } from '../../testes/guardas';
import { decidirModalidades, decidirPasso, primeiraRecusa } from './decisoes-fluxo';

const todas = { curso: true, municipio: true, opcao: true };

describe('decidirPasso', () => {
  it.each(['curso', 'municipio'] as const)('%s needs no previous choice', (passo) => {
    expect(decidirPasso(passo, { curso: false, municipio: false, opcao: false }, 'form')).toEqual(PERMITE);
  });
  it.each(['unidade', 'turno', 'conferir'] as const)(
    '%s without a course goes back to course choice',
    (passo) => {
      expect(decidirPasso(passo, { ...todas, curso: false }, 'edit')).toEqual({
        permitir: false,
        redirecionar: CURSO_EDIT,
      });
    },
  );
  it.each(['unidade', 'turno', 'conferir'] as const)(
    '%s without a municipality goes back to course choice',
    (passo) => {
      expect(decidirPasso(passo, { ...todas, municipio: false }, 'form')).toEqual({
        permitir: false,
        redirecionar: CURSO_FORM,
      });
    },
  );
  it('the check page without a chosen class goes to unit choice', () => {
    expect(decidirPasso('conferir', { ...todas, opcao: false }, 'form')).toEqual({
      permitir: false,
      redirecionar: UNIDADE_FORM,
    });
  });
  it('unit choice with course and municipality is allowed', () => {
    expect(decidirPasso('unidade', { ...todas, opcao: false }, 'form')).toEqual(PERMITE);
  });
});

describe('decidirModalidades', () => {
  it('a course with a municipality goes to unit choice', () => {
    expect(decidirModalidades(todas)).toEqual({
      permitir: false,
      redirecionar: UNIDADE_FORM,
    });
  });
  it.each([
    { curso: false, municipio: true },
    { curso: true, municipio: false },
  ])('otherwise opens (%o)', (e) => {
    expect(decidirModalidades({ ...e, opcao: false })).toEqual(PERMITE);
  });
});

describe('primeiraRecusa', () => {
  it('returns the first refusal in order', () => {
    const a = { permitir: false as const, redirecionar: '/a' };
    const b = { permitir: false as const, redirecionar: '/b' };
    expect(primeiraRecusa(PERMITE as { permitir: true }, a, b)).toBe(a);
  });
  it('allows when none refuses', () => expect(primeiraRecusa()).toEqual(PERMITE));
});
