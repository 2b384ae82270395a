import { User } from '@receiptbox/contracts/api/users';
import { useUserMutation } from '../../lib/current-user';
import { http } from '../../lib/http';

/** POST /api/AppUser/create: the signed-in user's record, with the account name chosen at setup. */
export const useCreateUser = () =>
  useUserMutation((_email, body: { accountName: string }) =>
    http.post('/api/AppUser/create', body, { schema: User }),
  );
