import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isSignedIn } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { showToast } from '../../ui/toast-store';
import { addFavorite, FAVORITES_KEY, type FavoriteItem, getMyFavorites, holds, removeFavorite } from './favorites-api';

/**
 * A heart that keeps an item among the signed-in user's favorites, or takes it out (a toggle,
 * `aria-pressed`). The favorites are read again after each change (spec 000 §4). A visitor who is
 * not signed in is told to sign in first (spec 001 §8), and nothing is sent.
 */
export function FavoriteButton({ item }: { item: FavoriteItem }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const signedIn = isSignedIn(useAuth());
  const queryClient = useQueryClient();
  const favorites = useQuery({ queryKey: FAVORITES_KEY, queryFn: ({ signal }) => getMyFavorites(signal), enabled: signedIn });
  const [busy, setBusy] = useState(false);
  const kept = signedIn && holds(favorites.data, item);

  const toggle = async () => {
    if (!signedIn) {
      showToast('error', t('favorites.signin.title'), t('common.error.signinfirst'));
      return;
    }
    setBusy(true);
    try {
      await (kept ? removeFavorite(item) : addFavorite(item));
      notify.success(t(kept ? 'favorites.removed' : 'favorites.added'));
    } catch (error) {
      notify.error(error);
    } finally {
      // Cleared and read again whatever happened: what the server holds is what shows.
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="small"
      icon="heart"
      className={kept ? 'favorite-button favorite-button--kept' : 'favorite-button'}
      aria-pressed={kept}
      loading={busy}
      onClick={() => void toggle()}
      data-testid="favorite-button"
    >
      {t(kept ? 'favorites.kept' : 'favorites.keep')}
    </Button>
  );
}
