// Money in the contract: decimal strings as the service sends them; the account's currency travels beside them.
import { z } from 'zod';

export const amountSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal amount');
