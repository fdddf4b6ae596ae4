import { useEffect, useState } from 'react';
import {
  definirAltoContraste,
  definirTamanhoDeFonte,
  lerAltoContraste,
  lerTamanhoDeFonte,
  tamanhoVizinho,
  type TamanhoDeFonte,
} from '../preferencias-de-leitura';

/** High contrast and text size (A−, A, A+), as in the gov.br and eMAG bars; the choice is kept for every page. */
export function ControlesDeLeitura() {
  // The prerendered page knows no saved choice: render the defaults, then read the choice once mounted.
  const [altoContraste, setAltoContraste] = useState(false);
  const [tamanho, setTamanho] = useState<TamanhoDeFonte | null>(null);
  useEffect(() => setAltoContraste(lerAltoContraste()), []);

  const alternarContraste = () => {
    const ativo = !document.body.classList.contains('alto-contraste');
    definirAltoContraste(ativo);
    setAltoContraste(ativo);
  };
  const mudarFonte = (passo: 1 | -1 | 0) => {
    const novo = passo === 0 ? 100 : tamanhoVizinho(tamanho ?? lerTamanhoDeFonte(), passo);
    definirTamanhoDeFonte(novo);
    setTamanho(novo);
  };

  return (
    <ul className="barra-acessibilidade__controles">
      <li>
        <button
          type="button"
          className="barra-acessibilidade__botao"
          aria-pressed={altoContraste}
          onClick={alternarContraste}
        >
          Alto contraste
        </button>
      </li>
      <li>
        <div className="barra-acessibilidade__fonte" role="group" aria-label="Tamanho do texto">
          <button type="button" className="barra-acessibilidade__botao" onClick={() => mudarFonte(-1)}>
            A− <span className="visualmente-oculto">diminuir o texto</span>
          </button>
          <button type="button" className="barra-acessibilidade__botao" onClick={() => mudarFonte(0)}>
            A <span className="visualmente-oculto">texto no tamanho padrão</span>
          </button>
          <button type="button" className="barra-acessibilidade__botao" onClick={() => mudarFonte(1)}>
            A+ <span className="visualmente-oculto">aumentar o texto</span>
          </button>
          <span className="visualmente-oculto" role="status">
            {tamanho === null ? '' : `Texto em ${tamanho}%.`}
          </span>
        </div>
      </li>
    </ul>
  );
}
