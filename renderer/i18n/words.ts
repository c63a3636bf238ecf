// Messages given their values at the call, whatever they are: react-intl's defineMessages types a message without
// values when it cannot read them from the text, and then refuses the values. The catalogue test holds the
// arguments instead (a translation must use the English one's).
import type { MessageDescriptor } from 'react-intl';

export const words = <T extends Record<string, MessageDescriptor>>(messages: T): { readonly [K in keyof T]: MessageDescriptor } => messages;
