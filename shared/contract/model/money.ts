// Money in the contract: amounts as exact decimal text (shared/domain/money.ts), the account's currency beside them.
import { z } from 'zod';
import { isAmount } from '../../domain/money.js';

export const amountSchema = z.string().refine(isAmount, 'a decimal amount');
