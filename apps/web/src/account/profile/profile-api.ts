import { api } from '../../api/api-client';

/** What getMyProfile answers: how the user signs in, the profile fields and whether the store lets them change it. */
export interface MyProfile {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  firstName: string | null;
  lastName: string | null;
  nationalCode: string | null;
  gender: '1' | '2' | null;
  dateOfBirth: string | null;
  avatar: string | null;
  canChangeProfile: boolean;
}

/** The fields saveMyProfile changes (only those sent). */
export type ProfileChanges = Partial<Pick<MyProfile, 'firstName' | 'lastName' | 'nationalCode' | 'gender' | 'dateOfBirth' | 'avatar'>>;

export async function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return (await api<{ data: MyProfile }>('GET', '/api/Customers/getMyProfile', signal ? { signal } : {})).data;
}

export async function saveMyProfile(changes: ProfileChanges): Promise<MyProfile> {
  return (await api<{ data: MyProfile }>('POST', '/api/Customers/saveMyProfile', { body: changes })).data;
}
