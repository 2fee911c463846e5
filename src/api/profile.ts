import { PictureReply, Profile, type ProfileInput } from '../domain/schemas/profile';
import type { HttpClient } from './httpClient';

/** The signed-in person's own profile; the picture file itself goes up through `transfer.picture`. */
export const profileApi = (http: HttpClient) => ({
  get: () => http.get('/api/user/profile', { schema: Profile }),
  save: (input: ProfileInput) => http.put('/api/user/profile', { body: input, schema: Profile }),
  removePicture: () => http.delete('/api/user/profile/picture', { schema: PictureReply }),
});
