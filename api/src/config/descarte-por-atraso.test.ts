import { lerConfig } from './env.js';

/**
 * The shedding of decision 0165 reads the event loop's mean delay over each sample. When a starved process (a busy CI
 * machine) records no sample in one, @fastify/under-pressure reads the delay as Infinity and sheds whatever the
 * threshold: the two-process API test, which meant "off" with a 60 s threshold, got two 503s in the CI of 29/11. Off
 * is now 0, as for API_UTILIZACAO_MAXIMA, and under-pressure then skips the check altogether.
 */
describe('descarte por atraso do laço de eventos', () => {
  it('sem a variável, 300 ms', () => {
    expect(lerConfig({}).sobrecargaAtrasoMaximoMs).toBe(300);
  });

  it('API_ATRASO_MAXIMO_MS=0 o desliga', () => {
    expect(lerConfig({ API_ATRASO_MAXIMO_MS: '0' }).sobrecargaAtrasoMaximoMs).toBe(0);
  });

  it('um valor negativo ou que não é número é recusado com o nome da variável', () => {
    for (const valor of ['-1', 'trezentos'])
      expect(() => lerConfig({ API_ATRASO_MAXIMO_MS: valor })).toThrow(/API_ATRASO_MAXIMO_MS/);
  });
});
