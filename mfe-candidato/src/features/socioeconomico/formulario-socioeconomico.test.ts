import {
  doRegistro,
  SOCIOECONOMICO_VAZIO,
  validarSocioeconomico,
  type FormularioSocioeconomico,
} from './formulario-socioeconomico';

const valido: FormularioSocioeconomico = {
  idGrauInstrucao: '5',
  idStatusGraduacao: '2',
  rendaFamiliar: 'DE_1_A_2',
  pessoasResidencia: '3',
  situacaoTrabalho: 'DESEMPREGADO',
  recebeBeneficioSocial: 'nao',
};

describe('validarSocioeconomico', () => {
  it('converte as respostas para o contrato da API', () => {
    expect(validarSocioeconomico(valido)).toEqual({
      ok: true,
      dados: {
        idGrauInstrucao: 5,
        idStatusGraduacao: 2,
        rendaFamiliar: 'DE_1_A_2',
        pessoasResidencia: 3,
        situacaoTrabalho: 'DESEMPREGADO',
        recebeBeneficioSocial: false,
      },
    });
  });

  it('escolaridade acima do nível 2 sem situação é recusada', () => {
    expect(validarSocioeconomico({ ...valido, idGrauInstrucao: '3', idStatusGraduacao: '' })).toEqual({
      ok: false,
      erros: { 'socio-idStatusGraduacao': 'Informe a situação da escolaridade.' },
    });
  });

  it('até o nível 2 a situação não é exigida nem enviada', () => {
    const resultado = validarSocioeconomico({ ...valido, idGrauInstrucao: '2', idStatusGraduacao: '1' });
    expect(resultado.ok && resultado.dados.idStatusGraduacao).toBeNull();
  });

  it('formulário vazio: uma mensagem em português por pergunta', () => {
    expect(validarSocioeconomico(SOCIOECONOMICO_VAZIO)).toEqual({
      ok: false,
      erros: {
        'socio-idGrauInstrucao': 'Escolha a escolaridade.',
        'socio-rendaFamiliar': 'Escolha a renda.',
        'socio-pessoasResidencia': 'Informe quantas pessoas moram na sua casa, de 1 a 30, contando você.',
        'socio-situacaoTrabalho': 'Escolha a situação de trabalho.',
        'socio-recebeBeneficioSocial': 'Responda se alguém da sua família recebe benefício social.',
      },
    });
  });

  it.each(['0', '31', '2,5', 'três'])('pessoas na residência "%s" é recusado', (pessoasResidencia) => {
    const resultado = validarSocioeconomico({ ...valido, pessoasResidencia });
    expect(resultado.ok).toBe(false);
  });
});

describe('doRegistro', () => {
  it('o registro volta ao formulário e é válido de novo', () => {
    const formulario = doRegistro({ ...validarSocioeconomicoDados(), idUsuario: 4 });
    expect(formulario).toEqual(valido);
  });
});

function validarSocioeconomicoDados() {
  const resultado = validarSocioeconomico(valido);
  if (!resultado.ok) throw new Error('fixture inválida');
  return resultado.dados;
}
