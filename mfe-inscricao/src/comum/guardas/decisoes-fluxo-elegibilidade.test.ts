import { Mensagem, Rota } from '@portal/contracts';
import { PERMITE } from '../../testes/guardas';
import { decidirCadastro, decidirEmail, decidirHistorico, decidirIdade } from './decisoes-fluxo';

const completo = { dadosCadastrais: true, endereco: true, socioeconomico: true };

describe('decidirCadastro', () => {
  it('allows a complete registration', () => expect(decidirCadastro(completo)).toEqual(PERMITE));
  it.each(['dadosCadastrais', 'endereco', 'socioeconomico'] as const)(
    'sends to alerta-cadastro without %s, with the way back to the step (issue 28 §1)',
    (falta) => {
      expect(
        decidirCadastro({ ...completo, [falta]: false }, '/inscricao/escolha-curso/novo-emprego/form'),
      ).toEqual({
        permitir: false,
        redirecionar:
          '/inscricao/alerta-cadastro?returnUrl=%2Finscricao%2Fescolha-curso%2Fnovo-emprego%2Fform',
      });
    },
  );
});

describe('decidirIdade', () => {
  it.each([14, 30, 60])('allows %i', (idade) => expect(decidirIdade(idade)).toEqual(PERMITE));
  it.each([13, 61])('refuses %i with the age message and goes to historico', (idade) => {
    const decisao = decidirIdade(idade);
    expect(decisao).toMatchObject({
      permitir: false,
      redirecionar: Rota.historico,
      aviso: { texto: Mensagem.idadeForaDaFaixa, tipo: 'alerta' },
    });
  });
  it('treats an unknown birth date as an incomplete registration', () => {
    expect(decidirIdade(null)).toEqual({ permitir: false, redirecionar: '/inscricao/alerta-cadastro' });
  });
});

describe('decidirEmail', () => {
  it('confirmed e-mail and 16 or more: allowed', () => expect(decidirEmail(true, 16)).toEqual(PERMITE));
  it('unconfirmed e-mail: email-nao-confirmado', () => {
    expect(decidirEmail(false, 30)).toEqual({ permitir: false, redirecionar: Rota.emailNaoConfirmado });
  });
  it('unconfirmed e-mail with the step it came from: the page gets it as the return URL', () => {
    expect(decidirEmail(false, 30, '/inscricao/escolha-municipio/form/12')).toEqual({
      permitir: false,
      redirecionar: '/usuario/email-nao-confirmado?returnUrl=%2Finscricao%2Fescolha-municipio%2Fform%2F12',
    });
  });
  it('under 16: registration edit page with the minimum-age message', () => {
    expect(decidirEmail(true, 15)).toMatchObject({
      redirecionar: Rota.dadosCadastraisEdit,
      aviso: { texto: Mensagem.idadeMinimaCadastro },
    });
  });
});

describe('decidirHistorico', () => {
  // Issue 28 §2: reading one's enrolments (and confirming a call-up there) never depends on a complete registration.
  it('no socioeconomic record: the history opens (only a new enrolment needs the records)', () => {
    expect(decidirHistorico(null)).toEqual(PERMITE);
  });
  it.each([null, undefined])(
    'education above 2 with graduation status %s: the spec alert and the socioeconomic form',
    (status) => {
      expect(decidirHistorico({ idGrauInstrucao: 3, idStatusGraduacao: status })).toEqual({
        permitir: false,
        redirecionar: Rota.socioeconomicoEdit,
        aviso: { texto: Mensagem.atualizeEscolaridade, cor: 'warning', tipo: 'alerta' },
      });
    },
  );
  it('education above 2 with a status: allowed', () => {
    expect(decidirHistorico({ idGrauInstrucao: 5, idStatusGraduacao: 1 })).toEqual(PERMITE);
  });
  it('education 2 or below needs no status', () => {
    expect(decidirHistorico({ idGrauInstrucao: 2, idStatusGraduacao: null })).toEqual(PERMITE);
  });
});
