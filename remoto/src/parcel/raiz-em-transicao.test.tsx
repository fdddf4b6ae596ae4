import { mountRootParcel } from 'single-spa';
import { criarLifecycles } from './criar-lifecycles';
import { hidratarOuRenderizar } from './raiz-em-transicao';

// Real scheduling: React's act queue would run the render in one go and hide the slicing this file is about.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** One child of about 1 ms; the first marks a task, which runs between two children only if React yields. */
function Lenta({ registro }: { registro: string[] }) {
  const fim = performance.now() + 1;
  while (performance.now() < fim);
  if (registro.push('filho') === 1) setTimeout(() => registro.push('tarefa'), 0);
  return null;
}

/** 120 slow children: one long task if React renders them in one go, many short ones if it yields. */
function PaginaLenta({ registro }: { registro: string[] }) {
  return (
    <>
      {Array.from({ length: 120 }, (_, i) => (
        <Lenta key={i} registro={registro} />
      ))}
    </>
  );
}

const comoRaizDoShell = async (domElement: HTMLElement, registro: string[]) => {
  hidratarOuRenderizar(domElement, <PaginaLenta registro={registro} />);
  while (registro.filter((r) => r === 'filho').length < 120) await new Promise((r) => setTimeout(r, 5));
};

const comoRemoto = async (domElement: HTMLElement, registro: string[]) => {
  const App = () => <PaginaLenta registro={registro} />;
  await mountRootParcel(criarLifecycles(App), { domElement, basename: '/', navigate: jest.fn() })
    .mountPromise;
};

it.each([
  ['a raiz do shell renderiza', comoRaizDoShell, ''],
  ['a raiz do shell hidrata', comoRaizDoShell, '<!-- -->'],
  ['o remoto renderiza', comoRemoto, ''],
  ['o remoto hidrata', comoRemoto, '<!-- -->'],
])('%s em fatias: a tarefa marcada no começo roda no meio, não depois de tudo', async (_, montar, html) => {
  const registro: string[] = [];
  const domElement = document.createElement('div');
  domElement.innerHTML = html;
  document.body.append(domElement);
  await montar(domElement, registro);
  const posicao = registro.indexOf('tarefa');
  expect(posicao).toBeGreaterThan(0);
  expect(posicao).toBeLessThan(registro.length - 1);
});

it('uma divergência na hidratação vai ao console com a raiz e a pilha de componentes', async () => {
  const erro = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const domElement = document.createElement('div');
  domElement.id = 'root';
  domElement.innerHTML = '<p>do servidor</p>';
  document.body.append(domElement);
  function Divergente() {
    return <section>do cliente</section>;
  }
  hidratarOuRenderizar(domElement, <Divergente />);
  while (!domElement.querySelector('section')) await new Promise((r) => setTimeout(r, 5));
  const relato = erro.mock.calls.find(([texto]) => String(texto).startsWith('[portal] erro recuperável'));
  expect(relato?.[0]).toBe('[portal] erro recuperável na raiz root:');
  expect(String(relato?.[2])).toContain('Divergente');
  erro.mockRestore();
});
