import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Curso } from '@portal/contracts';
import { definirCursoEscolhido } from '@portal/shared-auth';
import { useNavegarFora } from '@portal/remoto';
import type { ProgramaCatalogo } from '../programas';

/** 'Inscrever-se': keeps the chosen course when the programme's flow needs it, then leaves for the enrolment remote. */
export function useInscreverSe(programa: ProgramaCatalogo): (curso: Curso) => void {
  const navegarFora = useNavegarFora();
  return useCallback(
    (curso: Curso) => {
      if (programa.guardaCursoEscolhido)
        definirCursoEscolhido({ idCurso: curso.id, idModalidade: curso.idModalidade });
      navegarFora(programa.destinoInscricao(curso.id));
    },
    [programa, navegarFora],
  );
}

/** Old or mistyped slugs still open the page; the address bar is then corrected to the canonical one. */
export function useSlugCanonico(slugDaUrl: string | undefined, caminhoCanonico: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (caminhoCanonico && !caminhoCanonico.endsWith(`/${slugDaUrl ?? ''}`))
      navigate(caminhoCanonico, { replace: true });
  }, [slugDaUrl, caminhoCanonico, navigate]);
}
