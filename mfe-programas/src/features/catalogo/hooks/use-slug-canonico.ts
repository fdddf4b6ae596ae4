import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Old or mistyped slugs still open the page; the address bar is then corrected to the canonical one. */
export function useSlugCanonico(slugDaUrl: string | undefined, caminhoCanonico: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (caminhoCanonico && !caminhoCanonico.endsWith(`/${slugDaUrl ?? ''}`)) navigate(caminhoCanonico, { replace: true });
  }, [slugDaUrl, caminhoCanonico, navigate]);
}
