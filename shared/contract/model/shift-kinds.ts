// The kinds of write a shift's record holds. Without zod, so that the first screen (its handover notice) names them
// without carrying the contract's schemas.
export const SHIFT_WRITE_KINDS = ['checkIn', 'checkOut', 'settle', 'note', 'bookmark', 'status', 'created', 'closed', 'reopened'] as const;
export type ShiftWriteKind = (typeof SHIFT_WRITE_KINDS)[number];
