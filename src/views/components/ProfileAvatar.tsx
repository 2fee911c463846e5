import { Avatar, type AvatarProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { filesApi } from '../../api/files';
import { useApi } from '../../app/useApi';
import { DEFAULT_AVATAR } from '../../machines/sessionFields';

/** Pictures the server keeps behind sign-in (`/api/users/:id/picture?v=…`); anything else is a plain image. */
const isServedPicture = (src: string) => src.startsWith('/api/');

/**
 * A person's picture. One the server keeps is fetched with the session's token, since an `<img>` cannot send
 * it, and shown from a blob: address; each picture has its own address, so each is fetched once.
 */
export function ProfileAvatar({ src, ...props }: { src: string } & Omit<AvatarProps, 'src'>) {
  const api = useApi(filesApi);
  const served = isServedPicture(src);
  const picture = useQuery({
    queryKey: ['profile-picture', src],
    queryFn: async ({ signal }) => URL.createObjectURL(await api.image(src, signal)),
    enabled: served,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <Avatar src={served ? (picture.data ?? DEFAULT_AVATAR) : src} alt="" {...props} />;
}
