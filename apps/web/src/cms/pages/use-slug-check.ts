import { useRef, useState } from 'react';
import { checkSlug } from './pages-api';

export interface SlugCheck {
  name: string;
  slug: string;
  available: boolean;
}

/**
 * CheckSlug for the wizard's first step: the last answer is kept per name, so Next after Check
 * asks the server once. `run` answers null for an empty name.
 */
export function useSlugCheck() {
  const [result, setResult] = useState<SlugCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const last = useRef<SlugCheck | null>(null);
  const run = async (typed: string): Promise<SlugCheck | null> => {
    const name = typed.trim();
    if (!name) return null;
    if (last.current?.name === name) return last.current;
    setChecking(true);
    try {
      const answer = { name, ...(await checkSlug(name)) };
      last.current = answer;
      setResult(answer);
      return answer;
    } finally {
      setChecking(false);
    }
  };
  return { result, checking, run };
}
