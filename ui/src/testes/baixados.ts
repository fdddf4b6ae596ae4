/**
 * The files a page hands to the browser as downloads (an object URL on a clicked link), captured in jsdom: each
 * file's name and its Blob. `texto` reads one, since jsdom's Blob has no text() (FileReader does).
 */
export function capturarBaixados(): {
  nomes: string[];
  arquivos: Blob[];
  texto: (i?: number) => Promise<string>;
} {
  const nomes: string[] = [];
  const arquivos: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => (arquivos.push(blob), 'blob:baixado')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    nomes.push(this.download);
  });
  const texto = (i = 0) =>
    new Promise<string>((resolve) => {
      const leitor = new FileReader();
      leitor.onload = () => resolve(String(leitor.result));
      leitor.readAsText(arquivos[i]!);
    });
  return { nomes, arquivos, texto };
}
