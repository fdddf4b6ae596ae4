import { avisoAlerta, avisoToast, comRetorno, permitir, redirecionar } from './decisao';

it('permitir e redirecionar montam as decisões que o <Guarda> entende', () => {
  expect(permitir()).toEqual({ permitir: true });
  expect(redirecionar('/home')).toEqual({ permitir: false, redirecionar: '/home' });
  expect(redirecionar('/inscricao/historico', avisoAlerta('Texto'))).toEqual({
    permitir: false,
    redirecionar: '/inscricao/historico',
    aviso: { texto: 'Texto', cor: 'warning', tipo: 'alerta' },
  });
  expect(avisoToast('Oi', 'success')).toEqual({ texto: 'Oi', cor: 'success', tipo: 'toast' });
});

it('comRetorno codifica a URL de retorno inteira', () => {
  expect(comRetorno('/usuario/login', '/a?b=1&c=2#d')).toBe(
    '/usuario/login?returnUrl=%2Fa%3Fb%3D1%26c%3D2%23d',
  );
});
