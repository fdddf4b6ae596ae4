import { textoInscricaoAtivaNaModalidade } from './inscricoes.js';

describe('o aviso de inscrição ativa na modalidade (issue 28 §3)', () => {
  it('diz qual inscrição, a situação e que dá para alterar, quando o programa deixa', () => {
    expect(textoInscricaoAtivaNaModalidade(42, 'Cuidador de Idosos', 'Ativa', true)).toBe(
      'Você já tem a inscrição nº 42 no curso Cuidador de Idosos nesta modalidade (situação: Ativa). ' +
        'Para trocar de curso, de unidade ou de turma, use "Alterar" nessa inscrição; para desistir dela, use "Cancelar inscrição".',
    );
  });

  it('sem alteração, manda cancelar primeiro', () => {
    expect(textoInscricaoAtivaNaModalidade(7, 'SP Tech', 'Convocada', false)).toBe(
      'Você já tem a inscrição nº 7 no curso SP Tech nesta modalidade (situação: Convocada). ' +
        'Só é possível ter uma inscrição ativa em cada modalidade: para se inscrever em outro curso, cancele essa inscrição primeiro.',
    );
  });
});
