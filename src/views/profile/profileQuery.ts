import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileApi } from '../../api/profile';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import type { ProfileChange } from '../../machines/sessionMachine';

const PROFILE_KEY = ['profile'] as const;

/** The signed-in person's profile, as both profile screens read it. */
export function useProfile() {
  const api = useApi(profileApi);
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api.get() });
}

/**
 * After the person changed their own profile: the session (name, mobile and picture in the header) and the
 * queries that show them follow at once, without a new sign-in.
 */
export function useProfileChanged(): (change: ProfileChange) => void {
  const { session } = useAppState();
  const queryClient = useQueryClient();
  return useCallback(
    (change: ProfileChange) => {
      session.send({ type: 'session.profileChange', profile: change });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: ['login-header-details'] });
    },
    [session, queryClient],
  );
}
