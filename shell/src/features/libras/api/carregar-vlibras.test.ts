afterEach(() => {
  document.body.innerHTML = '';
  jest.resetModules();
});

async function carregar(url: string) {
  const { carregarVLibras } = await import('./carregar-vlibras');
  carregarVLibras(url);
  await new Promise((pronto) => setTimeout(pronto, 2100));
}

it('desligado (url vazia): nenhum script nem marcação do VLibras', async () => {
  await carregar('');
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[vw]')).toBeNull();
});

it('ligado: depois da página, um só script do endereço configurado e a marcação do widget', async () => {
  const { carregarVLibras } = await import('./carregar-vlibras');
  carregarVLibras('https://vlibras.gov.br/app/');
  expect(document.querySelector('script')).toBeNull();
  await new Promise((pronto) => setTimeout(pronto, 2100));
  carregarVLibras('https://vlibras.gov.br/app/');
  const scripts = document.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toHaveAttribute('src', 'https://vlibras.gov.br/app/vlibras-plugin.js');
  expect(document.querySelector('[vw] [vw-access-button]')).not.toBeNull();
});
